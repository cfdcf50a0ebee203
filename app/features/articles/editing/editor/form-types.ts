import type { UseFormReturn } from 'react-hook-form'
import type { ArticleInput } from '#app/features/articles/article.schema.ts'
import type { ArticleFormValues } from './article-form-values.ts'

export type ArticleForm = UseFormReturn<ArticleFormValues, unknown, ArticleInput>
