// Real pointer moves for the browser tests, in every engine (the runner's mouse commands).
import { ENGINE, sendMouse } from './commands';
import { waitFor } from './wait-for';

/** The middle of an element, in page coordinates, for real mouse moves. */
export function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/**
 * Brings the pointer into `element` from the page's top left corner (to `at`, its centre unless
 * given), as a person's pointer arrives. In a long WebKit run its WebDriver now and then delivers
 * nothing for a move: the driver answers, the point hits the element and no pointer or mouse event
 * reaches the page. There, a move the
 * page never saw is made again (at most three times), each repeat logged in the run's output; a
 * move it saw is never repeated. In the other engines a lost move fails the test.
 */
export async function pointerInto(element: Element, at: [number, number] = centre(element)): Promise<void> {
  const moves = ENGINE === 'webkit' ? 3 : 1;
  for (let attempt = 1; ; attempt += 1) {
    let entered = false;
    const enter = () => void (entered = true);
    element.addEventListener('pointerover', enter);
    try {
      await sendMouse({ type: 'move', position: [5, 5] });
      await sendMouse({ type: 'move', position: at });
      await waitFor(() => entered, `the pointer over ${element.localName}.${element.className} at ${at.join(', ')} (move ${attempt} of ${moves})`, attempt < moves ? 1_000 : undefined);
      return;
    } catch (error) {
      if (attempt === moves) throw error;
      console.warn(`pointerInto: no pointer event reached ${element.localName}.${element.className} at ${at.join(', ')} after move ${attempt} of ${moves} (WebKit's WebDriver): moving again`);
    } finally {
      element.removeEventListener('pointerover', enter);
    }
  }
}
