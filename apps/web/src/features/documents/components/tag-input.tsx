import { useState } from "react";
import { X } from "lucide-react";

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  id?: string;
}

/** Spec 5: a tag is added on Enter, trimmed; one already there (in any case) is not added again. */
export function TagInput({ tags, onChange, id = "doc-tags" }: TagInputProps) {
  const [text, setText] = useState("");
  const add = () => {
    const tag = text.trim();
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setText("");
  };
  return (
    <div className="doc-tag-input">
      <input
        id={id}
        className="input"
        value={text}
        placeholder="Type a tag and press Enter"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add();
          }
        }}
      />
      {tags.length > 0 && (
        <ul className="chip-row plain-list" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="chip">
              {tag}
              <button type="button" className="doc-chip-remove" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((t) => t !== tag))}>
                <X size={12} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
