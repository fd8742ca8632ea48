import { useStore } from '@nanostores/react';
import { defaultRangeExtractor, type Range } from '@tanstack/virtual-core';
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { ACCOUNT_LIST_HEIGHT, ACCOUNT_ROW_HEIGHT } from '../../config/business-constants';
import { $accounts, $selectedCustomer, selectAccount } from '../../stores/access/access';
import { buildAccountSearchIndex, filterAccounts, type Account } from './account-filter';
import { nextSearch, offsetToCenter, statusText, type Search } from './account-search';
import { useVirtualizer } from './use-virtualizer';

/** Rows rendered beyond each edge of the visible ones. */
const OVERSCAN = 4;

/** Props of {@link AccountPicker}. */
export interface AccountPickerProps {
  /** Receives the search field, which the dialog focuses when it opens. */
  searchRef: RefObject<HTMLInputElement | null>;
  /** Called once the picked account is the active one (or already was). */
  onPicked: (account: Account) => void;
}

/**
 * The search field and the virtual list of accounts of the "Switch account" dialog.
 * The field is a combobox that controls the listbox: ArrowDown / ArrowUp move the highlighted
 * row (clamped, scrolled into view), Enter picks it; a click picks a row.
 */
export function AccountPicker({ searchRef, onPicked }: AccountPickerProps) {
  const accounts = useStore($accounts);
  const { customerId: selectedId } = useStore($selectedCustomer);
  const index = useMemo(() => buildAccountSearchIndex(accounts.customers), [accounts.customers]);
  const [stored, setSearch] = useState<Search>(() => ({ index, query: '', matches: index.all }));
  // A new accounts list while open: the query is run again over it.
  const search = stored.index === index ? stored : { index, query: stored.query, matches: filterAccounts(index, stored.query) };
  if (search !== stored) setSearch(search);
  const { query, matches } = search;

  // The dialog opens on the active account, highlighted and scrolled into the middle.
  const [initialActive] = useState(() => Math.max(0, accounts.customers.findIndex((account) => account.customerId === selectedId)));
  const [active, setActive] = useState(initialActive);
  const activeIndex = matches.length === 0 ? -1 : Math.min(active, matches.length - 1);

  const ids = useId();
  const listId = `${ids}-list`;
  const searchId = `${ids}-search`;
  const optionId = (account: Account) => `${ids}-account-${account.customerId}`;

  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: matches.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ACCOUNT_ROW_HEIGHT,
    getItemKey: (position) => index.accounts[matches[position]!]!.customerId,
    initialOffset: () => offsetToCenter(initialActive),
    initialRect: { width: 0, height: ACCOUNT_LIST_HEIGHT },
    overscan: OVERSCAN,
    // The highlighted row stays rendered when the user scrolls away, so aria-activedescendant
    // always names an element.
    rangeExtractor: (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (activeIndex < 0 || rows.length === 0 || (activeIndex >= rows[0]! && activeIndex <= rows[rows.length - 1]!)) return rows;
      return activeIndex < rows[0]! ? [activeIndex, ...rows] : [...rows, activeIndex];
    },
  });

  const latestPick = useRef(0);
  async function pick(account: Account) {
    if (account.customerId === selectedId) {
      onPicked(account);
      return;
    }
    const ticket = ++latestPick.current;
    // Asks for the navigation confirmation first: nothing changes until it is given.
    const changed = await selectAccount(account.customerId);
    if (changed && ticket === latestPick.current) onPicked(account);
  }

  /** A highlight moved by the keyboard, whose row is still to be brought into view. */
  const revealHighlight = useRef(false);
  function highlight(position: number) {
    setActive(position);
    virtualizer.scrollToIndex(position, { align: 'auto' });
    revealHighlight.current = true;
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (activeIndex < 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight(Math.min(matches.length - 1, Math.max(0, activeIndex + step)));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const position = matches[activeIndex];
      if (position !== undefined) void pick(index.accounts[position]!);
    }
  }

  // Chromium sends a mouse move after every scroll, even when the pointer stands still: only a
  // real move may take the highlight away from the keyboard.
  const pointer = useRef({ x: -1, y: -1 });
  function onRowPointerMove(event: PointerEvent<HTMLDivElement>, position: number) {
    if (event.clientX === pointer.current.x && event.clientY === pointer.current.y) return;
    pointer.current = { x: event.clientX, y: event.clientY };
    if (position !== activeIndex) setActive(position);
  }

  const activePosition = matches[activeIndex];
  const activeAccount = activePosition === undefined ? undefined : index.accounts[activePosition];

  // The highlighted row is always rendered (rangeExtractor): once committed, it is brought into view
  // in every box that clips it, the dialog too in a short window. Scrolling the list into view
  // instead would leave a row below the dialog's fold whenever the list is taller than the dialog.
  useLayoutEffect(() => {
    if (!revealHighlight.current || !activeAccount) return;
    revealHighlight.current = false;
    listRef.current?.querySelector(`[id="${optionId(activeAccount)}"]`)?.scrollIntoView({ block: 'nearest' });
  });
  const loaded = accounts.status === 'loaded';
  const status = statusText(loaded, accounts.customers.length, matches.length, query);
  const empty = matches.length === 0;

  return (
    <div className="account-switcher__picker">
      <label className="account-switcher__search-label" htmlFor={searchId}>
        Search
      </label>
      <input
        ref={searchRef}
        id={searchId}
        className="account-switcher__search"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Account name or number"
        aria-autocomplete="list"
        aria-expanded={!empty}
        aria-controls={listId}
        aria-activedescendant={activeAccount ? optionId(activeAccount) : undefined}
        value={query}
        onChange={(event) => {
          setSearch(nextSearch(search, event.target.value));
          setActive(0);
          virtualizer.scrollToOffset(0);
        }}
        onKeyDown={onSearchKeyDown}
      />

      <div className="account-switcher__table">
        <div className="account-switcher__columns" aria-hidden="true">
          <span>Account name</span>
          <span>Account number</span>
        </div>
        <div
          ref={listRef}
          id={listId}
          className="account-switcher__list"
          role="listbox"
          aria-label="Accounts"
          style={{ height: ACCOUNT_LIST_HEIGHT }}
        >
          <div className="account-switcher__rows" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const account = index.accounts[matches[item.index]!]!;
              const current = account.customerId === selectedId;
              return (
                <div
                  key={item.key}
                  id={optionId(account)}
                  role="option"
                  aria-selected={current}
                  aria-setsize={matches.length}
                  aria-posinset={item.index + 1}
                  className="account-switcher__row"
                  data-active={item.index === activeIndex ? '' : undefined}
                  data-current={current ? '' : undefined}
                  style={{ height: ACCOUNT_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  // Keeps focus (and the typing) in the search field.
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerMove={(event) => onRowPointerMove(event, item.index)}
                  onClick={() => void pick(account)}
                >
                  <span className="account-switcher__name" title={account.customerName}>
                    <svg className="account-switcher__check" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                    <span className="account-switcher__name-text">{account.customerName}</span>
                  </span>
                  <span className="account-switcher__number">
                    <span className="account-switcher__visually-hidden">Account number </span>
                    {account.customerId}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
        <p className={empty ? 'account-switcher__empty' : 'account-switcher__visually-hidden'} role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
