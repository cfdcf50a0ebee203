import {
  FilePlus,
  History,
  FileText,
  FolderTree,
  Image,
  LayoutDashboard,
  Mail,
  Megaphone,
  Newspaper,
  Scale,
  Settings,
  Star,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { AdminScreen } from '#app/features/auth/public.ts'

/** One icon per admin screen of the permission table. */
export const NAV_ICONS: Record<AdminScreen['icon'], LucideIcon> = {
  dashboard: LayoutDashboard,
  articles: FileText,
  newArticle: FilePlus,
  media: Image,
  categories: FolderTree,
  users: Users,
  breakingNews: Zap,
  editorsPick: Star,
  advertisements: Megaphone,
  subscriptions: Mail,
  newsletters: Newspaper,
  settings: Settings,
  legalPages: Scale,
  auditLog: History,
}
