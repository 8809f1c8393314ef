/** A labelled choice among options (a native select). */
export function Choice<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly T[];
  name: (v: T) => string;
  onChange: (v: T) => void;
  id: string;
  /** The language an option is written in, when not the page's. */
  lang?: (v: T) => string;
  disabled?: boolean;
  /** The id of a note that says more about the choice. */
  describedBy?: string | undefined;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select
        id={props.id}
        value={String(props.value)}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(e) => {
          const raw = (e.target as HTMLSelectElement).value;
          const v = props.options.find((o) => String(o) === raw);
          if (v !== undefined) props.onChange(v);
        }}
      >
        {props.options.map((o) => (
          <option value={String(o)} lang={props.lang?.(o)}>
            {props.name(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled checkbox. */
export function Check(props: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  id: string;
}) {
  return (
    <label class="field check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}
