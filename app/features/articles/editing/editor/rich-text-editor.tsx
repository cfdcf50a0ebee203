import Image from '@tiptap/extension-image'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect } from 'react'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { cn } from '#app/utils/cn.ts'
import { useReadOnly } from './read-only.tsx'
import { RichTextToolbar } from './rich-text-toolbar.tsx'

/**
 * TipTap 3 with its toolbar (bold, italic, underline, lists, quote, link, image by
 * address, headings 1–3). Only the editor routes import this file, so the editor's code
 * loads with them and never with the public pages. `immediatelyRender: false`: the
 * server renders a placeholder and the browser mounts the editor.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    // the stored HTML allows neither (sanitize.server.ts): don't offer what would be lost
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
    underline: {},
  }),
  Image.configure({ inline: false }),
]

function attributes(options: { labelId: string; describedBy?: string; invalid: boolean }): Record<string, string> {
  return {
    class: 'prose-article min-h-96 px-4 py-3 text-base focus:outline-none',
    'aria-multiline': 'true',
    'aria-labelledby': options.labelId,
    ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
    ...(options.invalid ? { 'aria-invalid': 'true' } : {}),
  }
}

export interface RichTextEditorProps {
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  /** the id of the visible label: the editable area is named by it */
  labelId: string
  describedBy?: string
  invalid?: boolean
}

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const t = useT()
  const editor = useEditor({
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: value,
    editorProps: { attributes: attributes({ labelId, describedBy, invalid }) },
    // an empty document is '' so that "Content is required" applies
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  })

  // the field's error and hint come and go
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes({ labelId, describedBy, invalid }) } })
  }, [editor, labelId, describedBy, invalid])

  const readOnly = useReadOnly()
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly, false)
  }, [editor, readOnly])

  // a value set from outside (the saved article after an update): show it without a change event
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border bg-white focus-within:border-neutral-800 focus-within:ring-2 focus-within:ring-neutral-800/15',
        invalid ? 'border-red-500' : 'border-neutral-300',
      )}
    >
      {editor ? (
        <>
          <RichTextToolbar editor={editor} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div aria-busy="true" aria-label={t('admin.richText.loading')}>
          <div className="flex gap-2 border-b border-neutral-200 bg-neutral-50 p-2">
            <Skeleton className="h-8 w-36" />
            <Skeleton className="h-8 w-64" />
          </div>
          <div className="min-h-96 p-4">
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      )}
    </div>
  )
}
