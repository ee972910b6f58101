/**
 * The kitchen's words shown before its chunk has loaded (the ways in under a recipe): a module of
 * their own, so the page's first chunk carries these and not all of the kitchen's text.
 */
export const KITCHEN_START_TEXT = {
  cookMode: 'Cook mode',
  scale: 'Servings and units',
  mayNeed: 'You may also need',
} as const;
