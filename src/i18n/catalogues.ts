// Each language's messages are a chunk of their own, downloaded only when that language is
// shown. They come compiled (parsed ICU), so the page carries no message parser: the build
// compiles lang/*.json through FormatJS (build/message-catalogues.ts). English has no
// catalogue at run time: each message's English is written beside its id (defaultMessage),
// compiled by the build where it stands (build/compile-default-messages.ts), so a page carries
// the English of its own code only, and react-intl formats it when the language is English.
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: async () => ({ default: {} }),
  es: () => import('virtual:ferry-messages/es'),
  'zh-CN': () => import('virtual:ferry-messages/zh-CN'),
  ar: () => import('virtual:ferry-messages/ar'),
  'en-XA': () => import('virtual:ferry-messages/en-XA'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).default;
}
