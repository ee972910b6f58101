/**
 * Runs in the page (any engine): the controls whose touch target is under 44 px tall. A checkbox
 * or radio button is operated through its label, so its label is the target that must be 44 px.
 */
export function smallTouchTargets(): { control: string; height: number }[] {
  return [...document.querySelectorAll('button, input, select, summary')]
    .map((control) =>
      control.matches('input[type="checkbox"], input[type="radio"]')
        ? control.closest('label')!
        : control,
    )
    .map((control) => ({
      control: control.outerHTML.slice(0, 80),
      height: control.getBoundingClientRect().height,
    }))
    .filter(({ height }) => height < 44);
}
