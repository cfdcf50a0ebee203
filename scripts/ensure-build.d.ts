export const ROOT: string
export function ensureBuild(): void
