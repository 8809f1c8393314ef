import { AUTO_MODES } from "../../../core/autoplay.js";
import { LANGUAGE_NAMES, LANGUAGES, language, type MessageKey, t } from "../../i18n/index.js";
import {
  CARD_BACKS,
  drawOf,
  FELTS,
  FIXED_DRAW,
  HINT_KINDS,
  SCORINGS,
  type Settings,
  SPEEDS,
  THEMES,
  VARIANTS,
} from "../../settings/settings.js";
import { closeDialog, updateSettings } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { leaveFor } from "../../state/leave.js";
import { Modal } from "../Modal.js";
import { Check, Choice } from "./fields.js";
import { NameForm } from "./NameForm.js";
import { Swatches } from "./Swatches.js";

/** The rules of the next deal, how play feels, and how the page looks and speaks. */
export function SettingsDialog({ app }: { app: AppState }) {
  const s = app.settings.value;
  const set = (p: Partial<Settings>) => updateSettings(app, p);
  const fixed = FIXED_DRAW[s.variant];
  return (
    <Modal id="settings" title={t("settings.title")} onClose={() => closeDialog(app)}>
      <p class="note">{t("settings.note")}</p>
      <Choice
        id="set-variant"
        label={t("settings.variant")}
        value={s.variant}
        options={VARIANTS}
        name={(v) => t(`variant.${v}`)}
        onChange={(v) => set({ variant: v })}
        describedBy="variant-note"
      />
      <p class="note" id="variant-note" data-testid="variant-note">
        {t(`variant.${s.variant}.note`)}
      </p>
      <Choice
        id="set-draw"
        label={t("settings.draw")}
        value={drawOf(s)}
        options={[1, 3] as const}
        name={(v) => t(v === 1 ? "settings.draw1" : "settings.draw3")}
        onChange={(v) => set({ draw: v })}
        disabled={fixed !== undefined}
        describedBy={fixed === undefined ? undefined : "draw-note"}
      />
      {fixed !== undefined && (
        <p class="note" id="draw-note" data-testid="draw-note">
          {t(fixed === 1 ? "settings.drawFixed1" : "settings.drawFixed3", {
            variant: t(`variant.${s.variant}`),
          })}
        </p>
      )}
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
      <Choice
        id="set-hint"
        label={t("settings.hintKind")}
        value={s.hintKind}
        options={HINT_KINDS}
        name={(v) => t(`settings.hintKind.${v}`)}
        onChange={(v) => set({ hintKind: v })}
      />
      <Check
        id="set-odds"
        label={t("settings.oddsAfterMove")}
        checked={s.oddsAfterMove}
        onChange={(v) => set({ oddsAfterMove: v })}
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
      <Choice
        id="set-language"
        label={t("settings.language")}
        value={language.value}
        options={LANGUAGES}
        name={(l) => LANGUAGE_NAMES[l]}
        lang={(l) => l}
        onChange={(l) => set({ language: l })}
      />
      <Choice
        id="set-theme"
        label={t("settings.theme")}
        value={s.theme}
        options={THEMES}
        name={(th) => t(`settings.theme.${th}` as MessageKey)}
        onChange={(th) => set({ theme: th })}
      />
      <Check
        id="set-large"
        label={t("settings.largeCards")}
        checked={s.largeCards}
        onChange={(v) => set({ largeCards: v })}
      />
      <Swatches
        id="set-back"
        label={t("settings.cardBack")}
        value={s.cardBack}
        options={CARD_BACKS}
        name={(v) => t(`settings.cardBack.${v}`)}
        swatch={(v) => `card-back back-${v}`}
        onChange={(v) => set({ cardBack: v })}
      />
      <Swatches
        id="set-felt"
        label={t("settings.felt")}
        value={s.felt}
        options={FELTS}
        name={(v) => t(`settings.felt.${v}`)}
        swatch={(v) => `table-felt felt-${v}`}
        onChange={(v) => set({ felt: v })}
      />
      <Check
        id="set-sound"
        label={t("settings.sound")}
        checked={s.sound}
        onChange={(v) => set({ sound: v })}
      />
      <NameForm app={app} id="set-name" label={t("settings.playerName")} submit={t("name.save")} />
      <div class="actions">
        <button type="button" class="primary" onClick={() => leaveFor(app, { kind: "deal" })}>
          {t("settings.apply")}
        </button>
      </div>
    </Modal>
  );
}
