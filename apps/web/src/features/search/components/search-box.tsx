import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Search } from "lucide-react";
import { useDismiss } from "../../../components/ui/use-dismiss";
import { errorText } from "../../../lib/api-client";
import { SEARCH_MIN_LENGTH, useSearchThoughts, type SearchHit } from "../api/search-thoughts";
import { SearchResultDetail, SearchResultOption } from "./search-result";
import { useDebouncedValue } from "./use-debounced-value";
import { useSearchShortcut } from "./use-search-shortcut";
import "../search.css";

/**
 * The header's search: a combobox (WAI-ARIA 1.2 list autocomplete). Focus stays in the input;
 * arrows move the active result, Enter opens it in the panel, Escape closes the panel.
 */
export function SearchBox() {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [selected, setSelected] = useState<SearchHit | null>(null);

  const trimmed = text.trim();
  const q = useDebouncedValue(trimmed);
  const search = useSearchThoughts(q);
  const ready = q.length >= SEARCH_MIN_LENGTH && trimmed.length >= SEARCH_MIN_LENGTH;
  const hits = ready && search.data ? search.data : [];
  const activeIndex = active < hits.length ? active : -1;
  const waiting = ready && (q !== trimmed || search.isPending || (search.isPlaceholderData && search.isFetching));
  const showPanel = open && trimmed.length >= SEARCH_MIN_LENGTH;
  const showList = showPanel && !selected;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useSearchShortcut(inputRef);

  const close = useCallback((reason?: "outside" | "escape") => {
    setOpen(false);
    setSelected(null);
    setActive(-1);
    if (reason === "escape") inputRef.current?.focus();
  }, []);
  useDismiss(rootRef, showPanel, close);

  useEffect(() => {
    // Going to another view (a tab, Back) leaves the results behind.
    const onHashChange = () => close();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [close]);

  const choose = (hit: SearchHit) => {
    setSelected(hit);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      // With the panel open, useDismiss closes it; a second Escape clears the text.
      if (!showPanel) setText("");
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setSelected(null);
      if (hits.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const from = current < hits.length ? current : -1;
        if (from === -1) return step === 1 ? 0 : hits.length - 1;
        return (from + step + hits.length) % hits.length;
      });
    } else if (event.key === "Enter" && showList && hits.length > 0) {
      event.preventDefault();
      choose(hits[activeIndex >= 0 ? activeIndex : 0]!);
    }
  };

  // Tabbing out closes the panel; a click elsewhere is handled by useDismiss.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) close();
  };

  let status = "";
  if (showList) {
    if (waiting) status = "Searching…";
    else if (search.error) status = errorText(search.error, "Search failed");
    else if (hits.length === 0) status = `No thoughts match “${trimmed}”`;
    else status = hits.length === 1 ? "1 result" : `${hits.length} results`;
  }

  return (
    <div className="search" ref={rootRef} onBlur={handleBlur}>
      <div className="search-field">
        <Search size={16} aria-hidden="true" className="search-icon" />
        <input
          ref={inputRef}
          type="search"
          className="input search-input"
          placeholder="Search thoughts"
          aria-label="Search thoughts"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-keyshortcuts="/ Control+K Meta+K"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setSelected(null);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={handleKeyDown}
        />
        <kbd className="search-kbd" aria-hidden="true">
          /
        </kbd>
      </div>
      {/* Announces "3 results" and the like; always mounted so changes are read out. */}
      <div role="status" className="visually-hidden">
        {status}
      </div>
      <div className="search-panel" hidden={!showPanel}>
        {selected ? (
          <SearchResultDetail
            hit={selected}
            onBack={() => {
              setSelected(null);
              inputRef.current?.focus();
            }}
            onDone={() => close()}
          />
        ) : (
          <>
            {status && hits.length === 0 && (
              <p className={search.error && !waiting ? "search-status search-status-error" : "search-status"}>{status}</p>
            )}
            <ul id={listId} role="listbox" aria-label="Search results" className="search-results">
              {hits.map((hit, index) => (
                <li
                  key={hit.thought.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="search-option"
                  // Keep focus in the input, as the combobox pattern expects.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(hit)}
                >
                  <SearchResultOption hit={hit} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
