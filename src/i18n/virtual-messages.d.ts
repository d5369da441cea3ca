// The compiled catalogues src/cli/message-catalogues.js serves, one module per language.
declare module 'virtual:ferry-messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
