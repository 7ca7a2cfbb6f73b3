/** The cache key of the caller's notices (the header's popover and whatever clears one). */
export const NOTICES_KEY = ['notices'];
