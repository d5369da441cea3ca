// Consecutive options with the same `section` are listed under one heading; the index of each
// option in the whole list is kept, since the keyboard moves through all of them.

export interface PickerSection<T> {
  title: string | undefined;
  items: { option: T; index: number }[];
}

export function sectionsOf<T extends { section?: string }>(
  options: readonly T[],
): PickerSection<T>[] {
  const sections: PickerSection<T>[] = [];
  options.forEach((option, index) => {
    const last = sections.at(-1);
    if (last && last.title === option.section) last.items.push({ option, index });
    else sections.push({ title: option.section, items: [{ option, index }] });
  });
  return sections;
}
