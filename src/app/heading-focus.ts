/**
 * After a step change, the new step's heading takes the focus and the page starts at its top, so
 * keyboard and screen-reader users land where sighted users look, and the heading with the first
 * field is in view at 375 px too. A step change is a move to another page or a new heading in the
 * same page (sign-up's form giving way to the phone code); never the first paint. A screen that
 * put the focus on something of its own (a field with an error, a code to type) keeps it.
 *
 * `watchHeadings` watches the main area while one page (one path) shows, `moved` when the user came
 * from another page, and answers how to stop. It is loaded after the first paint: the first page
 * needs it only for its later steps.
 */
export function watchHeadings(root: HTMLElement, moved: boolean): () => void {
  // On the first paint the page's heading (now or once its chunk arrives) is only noted.
  let seenFirst = moved
  let last: HTMLElement | null = null

  const land = (heading: HTMLElement) => {
    const active = document.activeElement
    const screenChose = active instanceof HTMLElement && active !== root && root.contains(active) && active !== heading
    if (screenChose) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    const top = heading.getBoundingClientRect().top
    // The heading near the top of the view, so the first field below it is in view too.
    if (top < 0 || top > window.innerHeight / 3) window.scrollTo({ top: 0 })
  }

  const look = () => {
    const heading = root.querySelector<HTMLElement>('h1')
    if (!heading || heading === last) return
    last = heading
    if (!seenFirst) {
      seenFirst = true
      return
    }
    land(heading)
  }

  // After the screens' own effects (a field they focus wins), on the next frame.
  const frame = requestAnimationFrame(look)
  const observer = new MutationObserver(look)
  observer.observe(root, { childList: true, subtree: true })
  return () => {
    cancelAnimationFrame(frame)
    observer.disconnect()
  }
}
