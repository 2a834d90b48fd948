import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SEARCH, SEARCH_COPY } from "@utsav/domain/client";
import type { SearchPageData, SuggestionItem } from "@utsav/domain";
import { CloseIcon } from "../../shared/ui/icons";
import { SearchIcon } from "./search-icons";
import { SuggestionList } from "./suggestion-list";
import { suggestionTarget } from "@utsav/domain/client";
import type { SuggestionSection } from "./suggestions-query";
import { useDebouncedValue } from "./use-debounced-value";
import styles from "./search-box.module.css";

export const SEARCH_PLACEHOLDER = SEARCH_COPY.searchPlaceholder;

const loadSuggestionsSource = () => import("./suggestions-source");
const SuggestionsSource = lazy(loadSuggestionsSource);
const NO_SECTIONS: SuggestionSection[] = [];

interface SearchBoxProps {
  /** The submitted query (from the URL); the box follows it when it changes, e.g. on Back. */
  query: string;
  category: string;
  categories: SearchPageData["filters"]["categories"];
  onCategoryChange: (category: string) => void;
  onSearch: (query: string) => void;
}

/**
 * The search box with the category select and the suggestions dropdown, an ARIA combobox (WAI-ARIA APG
 * "combobox with listbox popup"): the arrows move through the options, Enter picks the active one or searches,
 * Escape closes the list and a second Escape clears the box. Suggestions are asked for once the query reaches
 * 2 characters and the typing pauses for 300 ms (application §2, §5, §9).
 */
export function SearchBox({ query, category, categories, onCategoryChange, onSearch }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [value, setValue] = useState(query);
  const [syncedQuery, setSyncedQuery] = useState(query);
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    setValue(query);
  }

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const trimmed = value.trim();
  const term = useDebouncedValue(trimmed, SEARCH.debounceMs);
  // The code that fetches suggestions loads once the box is first focused (or typed in).
  const [wantsSuggestions, setWantsSuggestions] = useState(false);
  const [sections, setSections] = useState(NO_SECTIONS);
  // New suggestions replace the old ones: nothing is active until the user moves again.
  const receiveSections = useCallback((next: SuggestionSection[]) => {
    setSections(next);
    setActiveIndex(-1);
  }, []);

  const options = sections.flatMap((section) => section.items);
  const expanded = open && trimmed.length >= SEARCH.minQueryLength && options.length > 0;
  const active = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;

  // The active option stays in view when the list scrolls.
  const activeId = active ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const search = (text: string) => {
    close();
    setValue(text);
    inputRef.current?.blur();
    onSearch(text.trim());
  };

  const pick = (item: SuggestionItem) => {
    const target = suggestionTarget(item);
    if (target.kind === "navigate") {
      close();
      void navigate(target.to);
    } else {
      search(target.query);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0 || trimmed.length < SEARCH.minQueryLength) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setOpen(true);
          setActiveIndex(down ? 0 : count - 1);
        } else {
          setActiveIndex((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        }
        return;
      }
      case "Enter":
        // Without an active option the form submits the query.
        if (active) {
          event.preventDefault();
          pick(active);
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue("");
        }
        return;
    }
  };

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
    >
      <div className={styles.field}>
        <label className="visually-hidden" htmlFor={`${id}-category`}>
          Category
        </label>
        <select
          id={`${id}-category`}
          className={styles.category}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          {categories.map((option) => (
            <option key={option.id} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.divider} aria-hidden="true" />
        <label className="visually-hidden" htmlFor={`${id}-query`}>
          Search
        </label>
        <input
          ref={inputRef}
          id={`${id}-query`}
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={SEARCH_PLACEHOLDER}
          // Arriving from the header's search button means typing next; with a query the results come first.
          autoFocus={!query}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          value={value}
          maxLength={200}
          onChange={(event) => {
            setWantsSuggestions(true);
            setValue(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setWantsSuggestions(true)}
          onPointerEnter={() => void loadSuggestionsSource()}
          onBlur={close}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={() => {
              setValue("");
              close();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
        <button type="submit" className={styles.submit} aria-label="Search">
          <SearchIcon />
        </button>
      </div>
      {wantsSuggestions ? (
        <Suspense fallback={null}>
          <SuggestionsSource input={{ query: term, category }} enabled={open} onSections={receiveSections} />
        </Suspense>
      ) : null}
      <SuggestionList
        id={listboxId}
        sections={sections}
        hidden={!expanded}
        activeIndex={expanded ? activeIndex : -1}
        optionId={optionId}
        onActivate={setActiveIndex}
        onPick={pick}
      />
    </form>
  );
}
