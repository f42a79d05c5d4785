interface SuggestionListProps {
  id: string;
  suggestions: string[];
  activeIndex: number;
  onChoose: (suggestion: string) => void;
}

export function suggestionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * Completions under the caret. Focus stays in the text box (it points here with
 * aria-activedescendant), so typing never stops; arrows move, Enter or Tab chooses.
 */
export function SuggestionList({ id, suggestions, activeIndex, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Command suggestions" className="chat-suggestions">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion}
          id={suggestionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className="chat-suggestion"
          // mousedown would move focus out of the text box before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          {suggestion}
        </li>
      ))}
    </ul>
  );
}
