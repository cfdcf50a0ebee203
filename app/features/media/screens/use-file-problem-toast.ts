import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { FileProblem } from './file-validation.ts'

/** A file that fails the checks: title 'Invalid File' and what is wrong. */
export function useFileProblemToast(): (problem: FileProblem) => void {
  const t = useT()
  return (problem) =>
    toast({
      variant: 'destructive',
      title: t('admin.upload.invalidFile'),
      description:
        problem.kind === 'tooLarge'
          ? t('admin.upload.tooLarge', { n: problem.maxMb })
          : t('admin.upload.typeNotAllowed', { list: problem.accepted }),
    })
}
