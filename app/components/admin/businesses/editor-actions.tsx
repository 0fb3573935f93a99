// The formatting buttons of the description editor: what each does and when
// it shows as active.
import type { Editor } from "@tiptap/react";
import type { ReactNode } from "react";

export interface EditorAction {
  key: string;
  /** accessible name of the button (Turkish, as the rest of the back office) */
  label: string;
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

function AlignIcon({ align }: { align: "left" | "center" | "right" }) {
  const x = { left: [3, 3], center: [3, 6], right: [3, 9] }[align];
  return (
    <svg aria-hidden="true" viewBox="0 0 18 14" className="h-4 w-4" fill="currentColor">
      <rect x={x[0]} y="1" width="12" height="2" rx="1" />
      <rect x={x[1]} y="6" width="9" height="2" rx="1" />
      <rect x={x[0]} y="11" width="12" height="2" rx="1" />
    </svg>
  );
}

const aligned = (editor: Editor, align: string) => editor.isActive({ textAlign: align });

export const EDITOR_ACTIONS: EditorAction[] = [
  { key: "bold", label: "Kalın", icon: <b>B</b>, isActive: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", label: "İtalik", icon: <i className="font-serif">I</i>, isActive: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: "underline", label: "Altı çizili", icon: <u>U</u>, isActive: (e) => e.isActive("underline"), run: (e) => e.chain().focus().toggleUnderline().run() },
  ...([1, 2, 3] as const).map((level) => ({
    key: `h${level}`,
    label: `Başlık ${level}`,
    icon: <span className="text-xs font-bold">H{level}</span>,
    isActive: (e: Editor) => e.isActive("heading", { level }),
    run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  { key: "blockquote", label: "Alıntı", icon: <span className="text-lg leading-none">❝</span>, isActive: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: "code", label: "Kod", icon: <code className="text-xs">{"</>"}</code>, isActive: (e) => e.isActive("code"), run: (e) => e.chain().focus().toggleCode().run() },
  { key: "bulletList", label: "Madde işaretli liste", icon: <span>•≡</span>, isActive: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: "orderedList", label: "Numaralı liste", icon: <span className="text-xs">1.≡</span>, isActive: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  {
    key: "alignLeft",
    label: "Sola hizala",
    icon: <AlignIcon align="left" />,
    // No alignment stored reads as left, the text's natural direction.
    isActive: (e) => !aligned(e, "center") && !aligned(e, "right") && !aligned(e, "justify"),
    run: (e) => e.chain().focus().unsetTextAlign().run(),
  },
  { key: "alignCenter", label: "Ortala", icon: <AlignIcon align="center" />, isActive: (e) => aligned(e, "center"), run: (e) => e.chain().focus().setTextAlign("center").run() },
  { key: "alignRight", label: "Sağa hizala", icon: <AlignIcon align="right" />, isActive: (e) => aligned(e, "right"), run: (e) => e.chain().focus().setTextAlign("right").run() },
];
