// The moment the server rendered the page (the root route's loader, src/app/routes/root.tsx),
// carried into the browser with the router's dehydrated state. While React hydrates that page,
// "now" is that moment (useNow), so "1 minute ago" is written as the server wrote it; the next
// tick moves it on.
import { createContext } from 'react';

export const RenderedAt = createContext<number | undefined>(undefined);
