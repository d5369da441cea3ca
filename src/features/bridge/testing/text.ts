// Finding text split over elements: an amount is its own left-to-right element inside a
// sentence ("Balance: <bdi>12.5 USDC</bdi>"), which getByText's default matcher, reading only an
// element's own text nodes, would not find.

/** A getByText matcher: the element whose whole text is `text` (not its ancestors too). */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text &&
  ![...element.children].some((child) => child.textContent === text);
