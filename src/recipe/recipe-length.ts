/**
 * The longest recipe text the page sends back and keeps, counted in UTF-16 code units (a string's
 * length, what a text field's maxLength counts): it is the model's text sent back, not something
 * typed, and 512 tokens are far fewer. In a module of its own so that My recipes' store can check
 * a kept recipe against it without taking the revision rules into its chunk.
 */
export const MAX_RECIPE_LENGTH = 8000;
