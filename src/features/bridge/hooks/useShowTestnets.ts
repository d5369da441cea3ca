// Whether chain pickers list testnets: off by default, kept per browser. Storage that cannot be
// used (private mode, full) only means the choice is not remembered.
import { useState } from 'react';

const KEY = 'ferry.showTestnets';

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function useShowTestnets(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useState(read);
  const update = (next: boolean) => {
    setShow(next);
    try {
      localStorage.setItem(KEY, String(next));
    } catch {
      // Not remembered; still applied for this visit.
    }
  };
  return [show, update];
}
