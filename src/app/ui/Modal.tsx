import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n/index.js";

/** A native modal dialog: focus is trapped and Esc closes it (onClose is told). */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  id?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      class="modal"
      id={props.id}
      aria-labelledby={`${props.id ?? "modal"}-title`}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <div class="modal-head">
        <h2 id={`${props.id ?? "modal"}-title`}>{props.title}</h2>
        <button type="button" class="close" aria-label={t("dialog.close")} onClick={props.onClose}>
          ×
        </button>
      </div>
      {props.children}
    </dialog>
  );
}
