// The description editor (Tiptap): formatted text or its HTML. Loaded lazily
// by the edit dialog, so it never runs on the server and only admins who open
// the dialog download it.
import TextAlign from "@tiptap/extension-text-align";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState } from "react";
import { cleanPastedHtml } from "~/lib/admin/clean-pasted-html";
import { LINK_ATTRIBUTES } from "./editor-link";
import { EditorToolbar, type EditorMode } from "./editor-toolbar";

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { ...LINK_ATTRIBUTES, class: null } },
  }),
  TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right"] }),
];

// Preflight strips headings and lists of their looks; these bring them back inside the editor.
const CONTENT =
  "min-h-[200px] px-3 py-2 text-sm text-slate-900 focus:outline-none [&_p]:my-1 [&_h1]:my-2 [&_h1]:text-2xl [&_h1]:font-bold " +
  "[&_h2]:my-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:my-2 [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 " +
  "[&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:italic " +
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_a]:text-brand-700 [&_a]:underline";

export default function RichTextEditor({ id, value, onChange, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const [mode, setMode] = useState<EditorMode>("visual");
  const [html, setHtml] = useState(value);
  // The editor keeps its first callbacks; the ref always reaches the current one.
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: CONTENT,
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? "" : current.getHTML()),
  });

  const switchMode = (next: EditorMode) => {
    if (next === mode || !editor) return;
    if (next === "html") {
      setHtml(editor.isEmpty ? "" : editor.getHTML());
    } else {
      // Back to visual: the edited HTML is loaded (and normalised by the editor's schema).
      editor.commands.setContent(html, { emitUpdate: true });
    }
    setMode(next);
  };

  return (
    <div className={`overflow-hidden rounded-md border bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600/30 ${invalid ? "border-red-500" : "border-slate-300"}`}>
      <EditorToolbar editor={editor} mode={mode} onModeChange={switchMode} />
      <div hidden={mode !== "visual"}>
        <EditorContent editor={editor} />
      </div>
      {mode === "html" ? (
        <textarea
          aria-label="HTML kaynağı"
          aria-describedby={describedBy}
          value={html}
          spellCheck={false}
          onChange={(event) => {
            setHtml(event.target.value);
            changed.current(event.target.value);
          }}
          className="block min-h-[200px] w-full resize-y border-0 px-3 py-2 font-mono text-xs text-slate-900 focus:outline-none"
        />
      ) : null}
    </div>
  );
}
