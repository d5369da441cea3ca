// The compiled catalogues build/message-catalogues.js serves, one module per language.
declare module 'virtual:ferry-messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
