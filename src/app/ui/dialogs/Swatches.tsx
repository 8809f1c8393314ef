/**
 * A choice drawn as swatches (card backs, table colours): native radio buttons, so the arrows
 * move between them and screen readers hear a group with its name; each swatch is labelled.
 */
export function Swatches<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  name: (v: T) => string;
  /** The classes that draw an option's swatch. */
  swatch: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset class="swatches" id={props.id}>
      <legend>{props.label}</legend>
      <div class="swatch-row">
        {props.options.map((o) => (
          <label class="swatch-choice" key={o}>
            <input
              type="radio"
              name={props.id}
              value={o}
              checked={o === props.value}
              onChange={() => props.onChange(o)}
            />
            <span class={`swatch ${props.swatch(o)}`} aria-hidden="true" />
            <span>{props.name(o)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
