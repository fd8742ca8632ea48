import type { Page } from 'playwright-core';
import type { SeededRandom } from './seeded-random';

const QUESTIONS: readonly string[] = [
  'How do I switch customer account?',
  'How do I read the Account Dashboard?',
  'How do I set up tracking on my website?',
  'How do I build an audience?',
  'What does the website widget designer do?',
  'How do I connect e-mail marketing?',
  'How do I configure site search ranking?',
  'What is customer lifetime value?',
  'How do I add a user?',
  'How long is data retained?',
];

export type ChatOutcome = 'answered' | 'failure text' | 'stream error' | 'no stream' | 'closed mid-stream' | 'stuck';

export interface ChatTurnResult {
  outcome: ChatOutcome;
  feedback: 'none' | 'liked' | 'disliked';
  feedbackResult: 'none' | 'thanks' | 'failure' | 'no answer';
}

/**
 * One chat turn through the shell's help assistant: open it, ask, then wait for the answer (or
 * the failure text), sometimes like or dislike it; or close the popup while the answer streams.
 */
export async function chatTurn(page: Page, random: SeededRandom): Promise<ChatTurnResult> {
  const shell = page.locator('portal-shell');
  const popup = shell.locator('[part="popup"]');
  if (!(await popup.isVisible())) {
    const launcher = shell.getByRole('button', { name: 'Open help chat' });
    if (random.chance(0.3)) {
      await launcher.focus();
      await page.keyboard.press('Enter');
    } else await launcher.click();
    await popup.waitFor();
  }
  const idle = popup.locator('.chat-popup__log[aria-busy="false"]');
  const field = popup.getByRole('textbox', { name: 'Your question' });
  // A turn closed mid-stream before must have let go of the composer.
  try {
    await idle.waitFor({ timeout: 30_000 });
  } catch {
    return { outcome: 'stuck', feedback: 'none', feedbackResult: 'none' };
  }
  const botBubbles = popup.locator('.chat-bubble--bot');
  const before = await botBubbles.count();
  await field.fill(random.pick(QUESTIONS));
  if (random.chance(0.5)) await field.press('Enter');
  else await popup.getByRole('button', { name: 'Send' }).click();

  if (random.chance(0.2)) {
    await page.waitForTimeout(random.int(30, 400));
    await popup.getByRole('button', { name: 'Close help chat' }).click();
    await popup.waitFor({ state: 'hidden' });
    return { outcome: 'closed mid-stream', feedback: 'none', feedbackResult: 'none' };
  }

  await botBubbles.nth(before).waitFor({ timeout: 10_000 });
  try {
    await idle.waitFor({ timeout: 40_000 });
  } catch {
    return { outcome: 'stuck', feedback: 'none', feedbackResult: 'none' };
  }
  const answer = botBubbles.last();
  const text = await answer.innerText();
  const outcome: ChatOutcome = text.includes('Sorry, something went wrong')
    ? 'failure text'
    : text.includes('Something went wrong.')
      ? 'stream error'
      : text.includes('No stream')
        ? 'no stream'
        : 'answered';

  let feedback: ChatTurnResult['feedback'] = 'none';
  let feedbackResult: ChatTurnResult['feedbackResult'] = 'none';
  const helpful = answer.getByRole('button', { name: 'Helpful', exact: true });
  if ((await helpful.count()) > 0 && random.chance(0.45)) {
    if (random.chance(0.6)) {
      feedback = 'liked';
      await helpful.click();
    } else {
      feedback = 'disliked';
      await answer.getByRole('button', { name: 'Not helpful' }).click();
      if (random.chance(0.5)) await answer.getByPlaceholder('Leave a comment (not required)').fill('Soak run comment');
      await answer.getByRole('button', { name: 'Send feedback' }).click();
    }
    const result = answer.getByText(/Thank you for your feedback!|Something went wrong with giving feedback\./);
    try {
      await result.waitFor({ timeout: 15_000 });
      feedbackResult = (await result.innerText()).startsWith('Thank') ? 'thanks' : 'failure';
    } catch {
      feedbackResult = 'no answer';
    }
  }
  if (random.chance(0.5)) {
    await popup.getByRole('button', { name: 'Close help chat' }).click();
    await popup.waitFor({ state: 'hidden' });
  }
  return { outcome, feedback, feedbackResult };
}

/** Closes the chat popup if it is open. */
export async function closeChat(page: Page): Promise<void> {
  const popup = page.locator('portal-shell [part="popup"]');
  if (await popup.isVisible()) {
    await popup.getByRole('button', { name: 'Close help chat' }).click();
    await popup.waitFor({ state: 'hidden' });
  }
}
