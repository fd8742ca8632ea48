import { describe, expect, it } from 'vitest';
import { createBareWindow, messageEvent } from '../../../src/protocol/fake-window';

describe('createBareWindow', () => {
  it('is its own top-level window, with an empty referrer and location', () => {
    const win = createBareWindow();
    expect(win.parent).toBe(win);
    expect(win.document.referrer).toBe('');
    expect(win.location).toEqual({});
  });

  it('hears the events dispatched to it, as a window does', () => {
    const win = createBareWindow();
    const heard: string[] = [];
    win.addEventListener('message', (event) => heard.push(event.type));
    win.dispatchEvent(new Event('message'));
    expect(heard).toEqual(['message']);
  });

  it('gives each call a window of its own', () => {
    expect(createBareWindow()).not.toBe(createBareWindow());
  });
});

describe('messageEvent', () => {
  const data = { type: 'parentUrlChanged' };

  it("is the window's own MessageEvent where it has one, with the data, origin and source", () => {
    const source = createBareWindow();
    class MessageEventLike extends Event {
      constructor(
        type: string,
        readonly init: { data: unknown; origin: string; source: unknown },
      ) {
        super(type);
      }
    }
    const win = Object.assign(createBareWindow(), { MessageEvent: MessageEventLike });
    const event = messageEvent(win, data, 'https://portal.test', source) as MessageEventLike;
    expect(event).toBeInstanceOf(MessageEventLike);
    expect(event.type).toBe('message');
    expect(event.init).toEqual({ data, origin: 'https://portal.test', source });
  });

  it('is a plain message event carrying them where MessageEvent refuses (or the window has none)', () => {
    const source = createBareWindow();
    const refusing = Object.assign(createBareWindow(), {
      MessageEvent: class {
        constructor() {
          throw new TypeError('source is not a window');
        }
      },
    });
    for (const win of [refusing, createBareWindow()]) {
      const event = messageEvent(win, data, 'https://portal.test', source) as Event & { data: unknown; origin: string; source: unknown };
      expect(event.type).toBe('message');
      expect(event.data).toBe(data);
      expect(event.origin).toBe('https://portal.test');
      expect(event.source).toBe(source);
    }
  });
});
