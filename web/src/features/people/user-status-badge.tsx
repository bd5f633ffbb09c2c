// The status badge the people and places screens share.
import { Badge } from '@chakra-ui/react';
import { userStatusLabel, type UserStatus } from '../../shared/users';

const STATUS_COLORS: Record<UserStatus, string> = { INVITED: 'orange', BLOCKED: 'red', ACTIVE: 'green' };

/** The status label of spec §4: приглашен / заблокирован / активный, of the gateway's `User.status` (its one home). */
export function UserStatusBadge({ user: { status } }: { user: { status: UserStatus } }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" data-status={status}>
      {userStatusLabel(status)}
    </Badge>
  );
}
