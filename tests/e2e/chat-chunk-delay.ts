import { expect, inject } from 'vitest';

/** The backend's default delay between the chunks of a chat answer (demo/server/state/backend-state.ts). */
export const DEFAULT_CHUNK_DELAY_MS = 40;

/** Sets the backend's delay between chat answer chunks (its admin config; restore the default after). */
export async function setChunkDelay(chatChunkDelayMs: number): Promise<void> {
  const response = await fetch(`${inject('backendOrigins').chat}/__admin/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chatChunkDelayMs }),
  });
  expect(response.status).toBe(200);
}
