/**
 * The chosen language, mirrored in a cookie (src/i18n/choice.ts) so the server can send a page
 * already rendered in it (src/server/bff/page-locale.ts); the browser's stored choice stays
 * the source of truth.
 */
export const LOCALE_COOKIE = 'ferry_locale';
