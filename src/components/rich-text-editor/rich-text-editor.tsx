import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import {
  Bold,
  Code,
  Code2,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react'
import { useMemo, useState } from 'react'
import { Textarea } from '@/components/ui/textarea'
import { RICH_TEXT_CLASSES } from '@/components/rich-text-content'
import { cn } from '@/lib/cn'
import { mediaSources } from '@/lib/media-url'
import { IMAGE_SLOT_SIZES } from '@/content/images'
import { editorOutput, editorStartContent, markupTheEditorWouldDrop } from './editor-content'
import { cleanPastedHtml } from './paste-cleanup'
import { editorExtensions } from './editor-extensions'
import { InsertImageDialog } from './insert-image-dialog'
import { LinkPopover } from './link-popover'
import { ToolbarButton } from './toolbar-button'

export interface RichTextEditorProps {
  id: string
  /** The id of the visible label that names the editor. */
  labelId: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  describedBy?: string
  invalid?: boolean
  /** 'article' for a post (h2 to h4); 'section' for a text inside a page section (h3 only). */
  variant?: 'article' | 'section'
}

type Mode = 'visual' | 'html'

function Toolbar({ editor, idPrefix, variant, onInsertImage }: { editor: Editor; idPrefix: string; variant: 'article' | 'section'; onInsertImage: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const headings: Array<{ level: 2 | 3 | 4; icon: typeof Heading2; active: boolean }> =
    variant === 'article'
      ? [
          { level: 2, icon: Heading2, active: state.h2 },
          { level: 3, icon: Heading3, active: state.h3 },
          { level: 4, icon: Heading4, active: state.h4 },
        ]
      : [{ level: 3, icon: Heading3, active: state.h3 }]
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={idPrefix} className="flex flex-wrap items-center gap-0.5 border-b border-line p-1">
      <ToolbarButton label="Paragraph" active={state.paragraph} onClick={() => chain().setParagraph().run()}>
        <Pilcrow aria-hidden="true" />
      </ToolbarButton>
      {headings.map(({ level, icon: Icon, active }) => (
        <ToolbarButton key={level} label={`Heading ${level}`} active={active} onClick={() => chain().toggleHeading({ level }).run()}>
          <Icon aria-hidden="true" />
        </ToolbarButton>
      ))}
      <span className="mx-1 h-5 w-px bg-surface-tint/10" aria-hidden="true" />
      <ToolbarButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Underline" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Strikethrough" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough aria-hidden="true" />
      </ToolbarButton>
      <LinkPopover editor={editor} idPrefix={idPrefix} active={state.link} />
      <span className="mx-1 h-5 w-px bg-surface-tint/10" aria-hidden="true" />
      <ToolbarButton label="Bulleted list" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Numbered list" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Quote" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Inline code" active={state.code} onClick={() => chain().toggleCode().run()}>
        <Code aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Code block" active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
        <Code2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Insert image" onClick={onInsertImage}>
        <ImagePlus aria-hidden="true" />
      </ToolbarButton>
      <span className="mx-1 h-5 w-px bg-surface-tint/10" aria-hidden="true" />
      <ToolbarButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden="true" />
      </ToolbarButton>
    </div>
  )
}

/**
 * A visual editor (Tiptap) for an admin's long texts, with an HTML view beside it. What it
 * saves is HTML the public pages render through the same sanitiser as before. Stored content
 * opens unchanged: nothing is written back until the admin edits, and content with markup the
 * visual editor would drop opens in the HTML view. Pasting from Google Docs or Word keeps the
 * structure and drops the styling.
 */
export function RichTextEditor({ id, labelId, value, onChange, onBlur, describedBy, invalid, variant = 'article' }: RichTextEditorProps) {
  const dropped = useMemo(() => markupTheEditorWouldDrop(value), [value])
  const [mode, setMode] = useState<Mode>(() => (dropped.length > 0 ? 'html' : 'visual'))
  const [imageDialogOpen, setImageDialogOpen] = useState(false)
  const extensions = useMemo(() => editorExtensions(variant === 'article' ? [2, 3, 4] : [3]), [variant])

  const editor = useEditor({
    extensions,
    content: mode === 'visual' ? editorStartContent(value) : '',
    // Only the admin's own edits change the form: opening and saving leaves content as stored.
    onUpdate: ({ editor: e }) => onChange(editorOutput(e.getHTML(), e.isEmpty, e.getText())),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        // useEditor hands these to the editor again on every render, so they follow the form.
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(RICH_TEXT_CLASSES, 'min-h-64 px-4 py-3 focus:outline-none [&_.ProseMirror-selectednode]:ring-2 [&_.ProseMirror-selectednode]:ring-brand-400'),
      },
      transformPastedHTML: (html) => cleanPastedHtml(html),
    },
  })

  const switchTo = (next: Mode) => {
    if (next === mode) return
    // The editor takes the HTML as it stands now, without reporting a change.
    if (next === 'visual') editor?.commands.setContent(editorStartContent(value), { emitUpdate: false })
    setMode(next)
  }

  const insertImage = ({ url, alt }: { url: string; alt: string }) => {
    const media = mediaSources(url)
    const sized = media ? { srcset: media.srcSet, sizes: IMAGE_SLOT_SIZES.postHero, width: media.width, height: media.height } : {}
    editor?.chain().focus().insertContent({ type: 'image', attrs: { src: url, alt, ...sized } }).run()
  }

  return (
    <div className={cn('rounded-md border bg-surface-page/60', invalid ? 'border-danger-500/70' : 'border-line-strong')}>
      <div className="flex items-center justify-between gap-2 border-b border-line px-2 py-1">
        <div role="group" aria-label="Editor view" className="flex gap-1">
          {(['visual', 'html'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              disabled={option === 'visual' && dropped.length > 0}
              onClick={() => switchTo(option)}
              className={cn(
                'rounded px-2.5 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40',
                mode === option ? 'bg-surface-tint/10 text-ink' : 'text-ink-subtle hover:text-ink',
              )}
            >
              {option === 'visual' ? 'Visual' : 'HTML'}
            </button>
          ))}
        </div>
      </div>
      {dropped.length > 0 && (
        <p className="border-b border-warning-400/30 bg-warning-500/10 px-3 py-2 text-xs text-warning-200">
          This text has markup the visual editor would drop ({dropped.slice(0, 3).join(', ')}
          {dropped.length > 3 ? ' ...' : ''}), so it is edited as HTML.
        </p>
      )}
      {mode === 'visual' && editor ? (
        <>
          <Toolbar editor={editor} idPrefix={id} variant={variant} onInsertImage={() => setImageDialogOpen(true)} />
          <EditorContent editor={editor} />
          <InsertImageDialog open={imageDialogOpen} onOpenChange={setImageDialogOpen} onInsert={insertImage} idPrefix={id} />
        </>
      ) : (
        <Textarea
          id={id}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          rows={16}
          className="rounded-none border-0 bg-transparent font-mono text-sm focus-visible:ring-0"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </div>
  )
}
