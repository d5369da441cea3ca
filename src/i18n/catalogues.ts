// Each language's messages are a chunk of their own, downloaded only when that language is
// shown; English, the language of most first visits and of every page before its language is
// known, comes with the page, saving a round trip before the first paint. They come compiled
// (parsed ICU), so the page carries no message parser: the build compiles lang/*.json through
// FormatJS (src/cli/message-catalogues.ts).
import type { MessageFormatElement } from 'react-intl';
import english from 'virtual:ferry-messages/en';
import type { Locale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: async () => ({ default: english }),
  es: () => import('virtual:ferry-messages/es'),
  'zh-CN': () => import('virtual:ferry-messages/zh-CN'),
  ar: () => import('virtual:ferry-messages/ar'),
  'en-XA': () => import('virtual:ferry-messages/en-XA'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).default;
}
