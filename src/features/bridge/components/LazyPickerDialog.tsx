import { lazy, Suspense, useState } from 'react';
import type { PickerDialogProps } from './PickerDialog';

// The picker's code (its list, search and keyboard handling) is not needed until a person opens
// one, so it is not part of the first page: it loads on intent (the field's button hovered,
// focused or pressed) and is mounted from the first opening on. Server and browser both render
// nothing for a picker never opened, so hydration sees the same markup.
const loadPicker = () => import('./PickerDialog');
const PickerDialog = lazy(() => loadPicker().then((m) => ({ default: m.PickerDialog })));

/** Starts the picker's download; for the button that opens it (a second call costs nothing). */
export const preloadPicker = () => void loadPicker();

/** Handlers for the button that opens a picker: each starts the download early. */
export const pickerIntent = {
  onPointerEnter: preloadPicker,
  onFocus: preloadPicker,
  onPointerDown: preloadPicker,
};

export function LazyPickerDialog(props: PickerDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PickerDialog {...props} />
    </Suspense>
  );
}
