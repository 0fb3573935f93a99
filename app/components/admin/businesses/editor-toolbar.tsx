import { useEditorState, type Editor } from "@tiptap/react";
import type { ReactNode } from "react";
import { EDITOR_ACTIONS } from "./editor-actions";
import { promptForLink } from "./editor-link";

export type EditorMode = "visual" | "html";

interface EditorToolbarProps {
  editor: Editor | null;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
}

const BUTTON =
  "inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm text-slate-700 hover:bg-slate-200 " +
  "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-40 aria-pressed:bg-slate-800 aria-pressed:text-white";

function ToolButton(props: { label: string; pressed: boolean; disabled?: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      // Keeps the editor's selection: the command applies to the text the admin selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onPress}
      className={BUTTON}
    >
      {props.children}
    </button>
  );
}

/** Formatting buttons showing what applies at the cursor, the link tool, and the visual / HTML switch. */
export function EditorToolbar({ editor, mode, onModeChange }: EditorToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? Object.fromEntries([...EDITOR_ACTIONS.map((a) => [a.key, a.isActive(current)]), ["link", current.isActive("link")]]) : {},
  });
  const formatting = mode === "visual" && editor !== null;
  return (
    <div role="toolbar" aria-label="Metin biçimlendirme" className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1">
      {EDITOR_ACTIONS.map((action) => (
        <ToolButton key={action.key} label={action.label} pressed={formatting && !!active?.[action.key]} disabled={!formatting} onPress={() => editor && action.run(editor)}>
          <span aria-hidden="true">{action.icon}</span>
        </ToolButton>
      ))}
      <ToolButton label="Bağlantı" pressed={formatting && !!active?.link} disabled={!formatting} onPress={() => editor && promptForLink(editor)}>
        <span aria-hidden="true">🔗</span>
      </ToolButton>
      <span className="ml-auto flex gap-1" role="group" aria-label="Düzenleme modu">
        <ToolButton label="Görsel düzenleyici" pressed={mode === "visual"} onPress={() => onModeChange("visual")}>
          Görsel
        </ToolButton>
        <ToolButton label="HTML düzenleyici" pressed={mode === "html"} onPress={() => onModeChange("html")}>
          HTML
        </ToolButton>
      </span>
    </div>
  );
}
