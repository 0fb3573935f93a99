import type { Editor } from "@tiptap/react";
import { toast } from "~/components/ui/use-toast";
import { isWebUrl } from "~/lib/admin/business-form";

export const LINK_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;

/** "example.com/menu" means https://example.com/menu; mailto: and tel: links are kept as typed. */
export function normalizeLink(input: string): string | null {
  const text = input.trim();
  if (/^(mailto|tel):\S+$/i.test(text)) return text;
  const href = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return isWebUrl(href) ? href : null;
}

/**
 * The link tool: asks for the address (the current one prefilled); an empty
 * answer removes the link. With nothing selected, the address itself is
 * inserted as the link's text.
 */
export function promptForLink(editor: Editor): void {
  const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
  const answer = window.prompt("Bağlantı adresi (URL):", previous || "https://");
  if (answer === null) return;
  if (answer.trim() === "" || answer.trim() === "https://") {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  const href = normalizeLink(answer);
  if (!href) {
    toast({ title: "Geçersiz URL", description: answer, variant: "destructive" });
    return;
  }
  const chain = editor.chain().focus().extendMarkRange("link");
  if (editor.state.selection.empty && !editor.isActive("link")) {
    chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href, ...LINK_ATTRIBUTES } }] }).run();
    return;
  }
  chain.setLink({ href, ...LINK_ATTRIBUTES }).run();
}
