export * from './users.ts'
export * from './taxonomy.ts'
export * from './articles.ts'
export * from './site.ts'
