/* What the charity's details form reads besides its schemas (charities.ts, which load the schema library): the first
   year of incorporation and the rule for the mandate and vision. */

export const FIRST_INCORPORATION_YEAR = 1901;

/** Rich text that counts as filled when it has words (tags aside). */
export const hasRichWords = (html: string | null | undefined) => Boolean(html && html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').trim());
