import { useId, useState, type DragEvent } from "react";
import { UPLOAD_ACCEPT, UPLOAD_LIMIT_TEXT, UPLOAD_TYPES_TEXT } from "~/lib/admin/upload-file";

interface FileDropZoneProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * A spreadsheet by drag and drop or from the file picker. The real control is
 * the file input (visually hidden, still in the tab order); the zone is its
 * label, so a click, Enter or Space opens the picker and its focus ring shows
 * on the zone. Its children ignore the pointer, so dragging across them
 * does not flicker the highlight.
 */
export function FileDropZone({ disabled, onFile }: FileDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };

  return (
    <div>
      <input
        id={`${id}-input`}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so the same file can be chosen again after 'Temizle'.
          event.target.value = "";
          if (file) onFile(file);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={`${id}-input`}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col [&>*]:pointer-events-none items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50"
        }`}
      >
        <span aria-hidden="true" className="text-4xl">📁</span>
        <span id={`${id}-title`} className="font-medium text-slate-900">
          Excel dosyasını buraya sürükleyin veya <span className="text-brand-700 underline">dosya seçin</span>
        </span>
        <span id={`${id}-hint`} className="text-sm text-slate-600">
          {UPLOAD_TYPES_TEXT} · {UPLOAD_LIMIT_TEXT}
        </span>
      </label>
    </div>
  );
}
