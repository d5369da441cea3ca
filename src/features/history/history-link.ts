export const historyLinkClass = 'font-medium text-accent underline-offset-2 hover:underline';
