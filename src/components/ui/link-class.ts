/**
 * How a text link looks everywhere: the accent colour, underlined on hover. Size, weight and
 * layout belong to the place; join them with cn('font-medium', linkClass).
 */
export const linkClass = 'text-accent underline-offset-2 hover:underline';
