import { err, ok, type Result } from "../../core/result.js";

/**
 * The message syntax of the catalogs, a small part of ICU MessageFormat:
 * - `{name}`: a parameter (numbers as the language writes them, a card or a pile in its
 *   nominative, the form for labels);
 * - `{name:acc}`: a card or a pile in a grammatical form the sentence needs (see nouns.ts);
 * - `{name, plural, one {# card} other {# cards}}`: the variant for the plural category that
 *   the language's rules (Intl.PluralRules) give the number; `#` is that number.
 */
export type Part =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "arg"; readonly name: string; readonly form: string | undefined }
  | { readonly kind: "count" }
  | {
      readonly kind: "plural";
      readonly name: string;
      readonly branches: ReadonlyMap<string, readonly Part[]>;
    };

const NAME = /^[A-Za-z]\w*$/;

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  /** Parts up to the end of the text, or up to the "}" that closes a plural branch. */
  parts(inPlural: boolean): Result<Part[]> {
    const out: Part[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push({ kind: "text", text });
      text = "";
    };
    while (this.i < this.s.length) {
      const c = this.s[this.i] as string;
      if (c === "}") {
        if (!inPlural) return err(`unmatched "}" at ${this.i}`);
        break;
      }
      if (c === "#" && inPlural) {
        flush();
        out.push({ kind: "count" });
        this.i++;
        continue;
      }
      if (c !== "{") {
        text += c;
        this.i++;
        continue;
      }
      flush();
      const p = this.placeholder();
      if (!p.ok) return p;
      out.push(p.value);
    }
    flush();
    return ok(out);
  }

  private placeholder(): Result<Part> {
    const start = this.i;
    const close = this.s.indexOf("}", start);
    const comma = this.s.indexOf(",", start);
    if (close < 0) return err(`unclosed "{" at ${start}`);
    if (comma < 0 || comma > close) {
      const [name = "", form, ...rest] = this.s.slice(start + 1, close).split(":");
      if (!NAME.test(name) || rest.length > 0 || (form !== undefined && !NAME.test(form)))
        return err(`bad placeholder "${this.s.slice(start, close + 1)}"`);
      this.i = close + 1;
      return ok({ kind: "arg", name, form });
    }
    const head = /^\{\s*([A-Za-z]\w*)\s*,\s*plural\s*,/.exec(this.s.slice(start));
    if (!head) return err(`bad placeholder at ${start}`);
    this.i = start + head[0].length;
    const branches = new Map<string, readonly Part[]>();
    for (;;) {
      const m = /^\s*(?:([a-z]+)\s*\{|\})/.exec(this.s.slice(this.i));
      if (!m) return err(`bad plural branch at ${this.i}`);
      this.i += m[0].length;
      if (m[1] === undefined) break;
      if (branches.has(m[1])) return err(`plural category "${m[1]}" twice`);
      const body = this.parts(true);
      if (!body.ok) return body;
      if (this.s[this.i] !== "}") return err(`unclosed plural branch "${m[1]}"`);
      this.i++;
      branches.set(m[1], body.value);
    }
    if (!branches.has("other")) return err(`plural "${head[1]}" without "other"`);
    return ok({ kind: "plural", name: head[1] as string, branches });
  }
}

/** A catalog message as its parts, or why it is not well formed. */
export function parseMessage(text: string): Result<readonly Part[]> {
  return new Parser(text).parts(false);
}

/** Each use of a parameter in a message: its name, the form asked, or the plural categories. */
export interface Use {
  readonly name: string;
  readonly form?: string;
  readonly plural?: readonly string[];
}

export function uses(parts: readonly Part[]): Use[] {
  const out: Use[] = [];
  for (const p of parts) {
    if (p.kind === "arg") out.push(p.form === undefined ? { name: p.name } : p);
    if (p.kind === "plural") {
      out.push({ name: p.name, plural: [...p.branches.keys()].sort() });
      for (const b of p.branches.values()) out.push(...uses(b));
    }
  }
  return out;
}

/**
 * Every text a message can give with its placeholders left as `{}`: one per plural variant
 * (used by tests that recognise a message on the page whatever its values).
 */
export function variants(parts: readonly Part[]): string[] {
  let out = [""];
  for (const p of parts) {
    if (p.kind === "text") out = out.map((s) => s + p.text);
    else if (p.kind === "arg" || p.kind === "count") out = out.map((s) => `${s}{}`);
    else {
      const tails = [...p.branches.values()].flatMap((b) => variants(b));
      out = out.flatMap((s) => tails.map((t) => s + t));
    }
  }
  return out;
}
