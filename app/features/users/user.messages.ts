import { defineMessages } from '#app/utils/messages.ts'

/** Users' messages (the user edit and user create forms). */
export const userMessages = defineMessages('user', {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Invalid email address',
  roleInvalid: 'Role must be super_admin, editor or contributor',
  emailTaken: 'A user with this email already exists',
  notFound: 'User not found',
  ownDeactivate: 'You cannot deactivate your own account.',
  ownRole: 'You cannot change your own role.',
  ownDelete: 'You cannot delete your own account.',
  lastSuperAdminDeactivated: 'The last active super admin cannot be deactivated.',
  lastSuperAdminDemoted: 'The last active super admin cannot be demoted.',
  lastSuperAdminDeleted: 'The last active super admin cannot be deleted.',
  languageInvalid: 'Language must be gr or en',
})
