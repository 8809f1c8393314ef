import { useState } from "preact/hooks";
import { AUTO_MODES } from "../../core/autoplay.js";
import { parseDealNumber } from "../../core/deal.js";
import { PRESET_RULES, PRESETS } from "../../core/rules.js";
import { casinoScore } from "../../core/score.js";
import type { Controller } from "../controller.js";
import { formatMoney, formatTime, localReason, type MessageKey, t } from "../i18n/index.js";
import { SCORINGS, type Settings, SPEEDS } from "../settings.js";
import { DisplaySettings, HelpContent, helpTitle } from "./Display.js";
import { Verdict } from "./Extras.js";
import { Modal } from "./Modal.js";

function Choice<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly T[];
  name: (v: T) => string;
  onChange: (v: T) => void;
  id: string;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select
        id={props.id}
        value={String(props.value)}
        onChange={(e) => {
          const raw = (e.target as HTMLSelectElement).value;
          const v = props.options.find((o) => String(o) === raw);
          if (v !== undefined) props.onChange(v);
        }}
      >
        {props.options.map((o) => (
          <option value={String(o)}>{props.name(o)}</option>
        ))}
      </select>
    </label>
  );
}

function Check(props: {
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

function SettingsDialog({ c }: { c: Controller }) {
  const s = c.store.settings.value;
  const set = (p: Partial<Settings>) => c.store.updateSettings(p);
  return (
    <Modal id="settings" title={t("settings.title")} onClose={() => c.close()}>
      <p class="note">{t("settings.note")}</p>
      <Choice
        id="set-variant"
        label={t("settings.variant")}
        value={s.variant}
        options={PRESETS}
        name={(v) => t(`variant.${v}` as MessageKey)}
        onChange={(v) => set({ variant: v, draw: PRESET_RULES[v].draw })}
      />
      <Choice
        id="set-draw"
        label={t("settings.draw")}
        value={s.draw}
        options={[1, 3] as const}
        name={(v) => t(v === 1 ? "settings.draw1" : "settings.draw3")}
        onChange={(v) => set({ draw: v })}
      />
      <Choice
        id="set-scoring"
        label={t("settings.scoring")}
        value={s.scoring}
        options={SCORINGS}
        name={(v) => t(`settings.scoring.${v}`)}
        onChange={(v) => set({ scoring: v })}
      />
      <Choice
        id="set-auto"
        label={t("settings.auto")}
        value={s.auto}
        options={AUTO_MODES}
        name={(v) => t(`settings.auto.${v}`)}
        onChange={(v) => set({ auto: v })}
      />
      <Choice
        id="set-speed"
        label={t("settings.speed")}
        value={s.speed}
        options={SPEEDS}
        name={(v) => t(`settings.speed.${v}`)}
        onChange={(v) => set({ speed: v })}
      />
      <Check
        id="set-left"
        label={t("settings.leftHanded")}
        checked={s.leftHanded}
        onChange={(v) => set({ leftHanded: v })}
      />
      <Check
        id="set-four"
        label={t("settings.fourColour")}
        checked={s.fourColour}
        onChange={(v) => set({ fourColour: v })}
      />
      <DisplaySettings />
      <div class="actions">
        <button type="button" class="primary" onClick={() => c.newDeal()}>
          {t("settings.apply")}
        </button>
      </div>
    </Modal>
  );
}

function ChooseDialog({ c }: { c: Controller }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (e: Event) => {
    e.preventDefault();
    const n = parseDealNumber(text.trim());
    if (!n.ok) setError(localReason(n.error, "choose.invalid"));
    else c.newDeal(n.value);
  };
  return (
    <Modal id="choose" title={t("choose.title")} onClose={() => c.close()}>
      <form onSubmit={submit}>
        <label class="field">
          <span>{t("choose.label")}</span>
          <input
            id="deal-number"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            aria-invalid={error !== undefined}
            aria-describedby="deal-error"
          />
        </label>
        <p id="deal-error" class="error" role="alert">
          {error ?? ""}
        </p>
        <div class="actions">
          <button type="submit" class="primary">
            {t("choose.go")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function WonDialog({ c }: { c: Controller }) {
  const s = c.store;
  return (
    <Modal id="won" title={t("won.title")} onClose={() => c.close()}>
      <p>
        {t("won.summary", { n: s.deal, time: formatTime(s.elapsed()), moves: s.game.moveCount() })}
      </p>
      {s.settings.value.scoring === "casino" && (
        <p>{t("won.score", { n: formatMoney(casinoScore(s.game.position)) })}</p>
      )}
      <Verdict />
      <div class="actions">
        <button type="button" class="primary" onClick={() => c.newDeal()}>
          {t("won.new")}
        </button>
      </div>
    </Modal>
  );
}

const HELP_KEYS: readonly MessageKey[] = [
  "help.keys.source",
  "help.keys.target",
  "help.keys.enter",
  "help.keys.stock",
  "help.keys.undo",
  "help.keys.new",
];

export function Dialogs({ c }: { c: Controller }) {
  const d = c.dialog.value;
  if (!d) return null;
  switch (d.kind) {
    case "settings":
      return <SettingsDialog c={c} />;
    case "choose":
      return <ChooseDialog c={c} />;
    case "won":
      return <WonDialog c={c} />;
    case "help":
      return (
        <Modal id="help" title={helpTitle()} onClose={() => c.close()}>
          <p>{t("help.body")}</p>
          <HelpContent keys={HELP_KEYS} />
        </Modal>
      );
    case "leave":
      return (
        <Modal id="leave" title={t("leave.title")} onClose={() => c.stay()}>
          <p>{t("leave.body", { n: d.deal })}</p>
          <div class="actions">
            <button type="button" onClick={() => c.stay()}>
              {t("leave.no")}
            </button>
            <button type="button" class="primary" onClick={() => c.newDeal(d.deal, d.rules)}>
              {t("leave.yes", { n: d.deal })}
            </button>
          </div>
        </Modal>
      );
  }
}
