// A person read a conversation (the messenger's room, the ticket's chat): the other side's read
// marks turn live.
import { graphql } from '../../__generated__';

export const ConversationReadSubscription = graphql(`
  subscription ConversationRead($room: String!) {
    conversationRead(room: $room) {
      roomName
      readerId
      count
    }
  }
`);
