import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import {
  Bold,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Underline,
  type LucideIcon,
} from 'lucide-react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/ui/admin/select.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { cn } from '#app/utils/cn.ts'

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote' | 'link'
type Block = 'paragraph' | '1' | '2' | '3'
const BLOCKS: { value: Block; label: TranslationKey }[] = [
  { value: 'paragraph', label: 'admin.richText.paragraph' },
  { value: '1', label: 'admin.richText.heading1' },
  { value: '2', label: 'admin.richText.heading2' },
  { value: '3', label: 'admin.richText.heading3' },
]

function currentBlock(editor: Editor): Block {
  for (const level of [1, 2, 3] as const) if (editor.isActive('heading', { level })) return String(level) as Block
  return 'paragraph'
}

function ToolbarButton({
  label,
  icon: Icon,
  pressed,
  onClick,
}: {
  label: string
  icon: LucideIcon
  pressed?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // a click keeps the focus (and the selection) in the text: TipTap gives it back only
      // at the next animation frame, and a key typed before that would go to the button
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-neutral-700 transition-colors hover:bg-neutral-200 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none',
        pressed && 'bg-neutral-900 text-white hover:bg-neutral-800',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  )
}

/** The editor's formatting controls; toggles say whether they are on (aria-pressed). */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const t = useT()
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: currentBlock(e),
      active: Object.fromEntries(
        (['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'blockquote', 'link'] as const).map((name) => [
          name,
          e.isActive(name),
        ]),
      ) as Record<Mark, boolean>,
    }),
  })
  const chain = () => editor.chain().focus()

  const setBlock = (block: Block) => {
    if (block === 'paragraph') chain().setParagraph().run()
    else
      chain()
        .setHeading({ level: Number(block) as 1 | 2 | 3 })
        .run()
  }

  const editLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://'
    const href = window.prompt(t('admin.richText.linkPrompt'), previous)
    if (href === null) return
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  const addImage = () => {
    const src = window.prompt(t('admin.richText.imagePrompt'), 'https://')?.trim()
    if (src && src !== 'https://') chain().setImage({ src }).run()
  }

  return (
    <div
      role="toolbar"
      aria-label={t('admin.richText.toolbar')}
      className="flex flex-wrap items-center gap-1 border-b border-neutral-200 bg-neutral-50 p-2"
    >
      <Select value={state.block} onValueChange={(value) => setBlock(value as Block)}>
        <SelectTrigger aria-label={t('admin.richText.blockType')} className="h-8 w-36 bg-white">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {BLOCKS.map(({ value, label }) => (
            <SelectItem key={value} value={value}>
              {t(label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <span className="mx-1 h-6 w-px bg-neutral-300" aria-hidden />
      <ToolbarButton
        label={t('admin.richText.bold')}
        icon={Bold}
        pressed={state.active.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label={t('admin.richText.italic')}
        icon={Italic}
        pressed={state.active.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        label={t('admin.richText.underline')}
        icon={Underline}
        pressed={state.active.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <span className="mx-1 h-6 w-px bg-neutral-300" aria-hidden />
      <ToolbarButton
        label={t('admin.richText.bulletList')}
        icon={List}
        pressed={state.active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label={t('admin.richText.orderedList')}
        icon={ListOrdered}
        pressed={state.active.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarButton
        label={t('admin.richText.quote')}
        icon={Quote}
        pressed={state.active.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <span className="mx-1 h-6 w-px bg-neutral-300" aria-hidden />
      <ToolbarButton label={t('admin.richText.link')} icon={LinkIcon} pressed={state.active.link} onClick={editLink} />
      <ToolbarButton label={t('admin.richText.image')} icon={ImagePlus} onClick={addImage} />
    </div>
  )
}
