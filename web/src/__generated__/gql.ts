/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n": typeof types.AuthSignInDocument,
    "\n  mutation AuthSignOut {\n    logout\n  }\n": typeof types.AuthSignOutDocument,
    "\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n": typeof types.AuthRenewPasswordDocument,
    "\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n  }\n": typeof types.ProfileRouteDocument,
    "\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n    counters {\n      status\n      count\n    }\n  }\n": typeof types.ProcessorPanel_ProcessorFragmentDoc,
    "\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n": typeof types.ProcessorStatusLiveDocument,
    "\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n  }\n": typeof types.ProcessorHistoryRecordLiveDocument,
    "\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n": typeof types.TicketCountersLiveDocument,
    "\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n": typeof types.ProcessorStartDocument,
    "\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n": typeof types.ProcessorStopDocument,
    "\n  fragment TicketsFilters_processor on AutoProcessor {\n    counters {\n      status\n      count\n    }\n  }\n": typeof types.TicketsFilters_ProcessorFragmentDoc,
    "\n  query TicketsRoute(\n    $where: TicketWhere\n    $search: String\n    $orderBy: [TicketOrder!]\n    $page: Int!\n    $pageSize: Int!\n    $withProcessor: Boolean!\n  ) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n      ...TicketsFilters_processor\n    }\n  }\n": typeof types.TicketsRouteDocument,
    "\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        dateTime\n        status\n        statusTitle\n        totalSum\n        score\n        fiscalDocumentNumber\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        place {\n          id\n          title\n          address\n        }\n      }\n      total\n    }\n  }\n": typeof types.TicketsExportDocument,
    "\n  query TicketsPlacesSearch($search: String, $pageSize: Int!) {\n    places(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.TicketsPlacesSearchDocument,
    "\n  query TicketsUsersSearch($search: String, $pageSize: Int!) {\n    users(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n": typeof types.TicketsUsersSearchDocument,
    "\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n": typeof types.TicketsTable_TicketFragmentDoc,
    "\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        count\n      }\n    }\n  }\n": typeof types.ClientTestCountersDocument,
    "\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n": typeof types.ClientTestCountersLiveDocument,
    "\n  fragment SessionUser on User {\n    id\n    name\n    surname\n    middleName\n    phone\n    email\n    phoneVerified\n    blocked\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.SessionMeDocument,
};
const documents: Documents = {
    "\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n": types.AuthSignInDocument,
    "\n  mutation AuthSignOut {\n    logout\n  }\n": types.AuthSignOutDocument,
    "\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n": types.AuthRenewPasswordDocument,
    "\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n  }\n": types.ProfileRouteDocument,
    "\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n    counters {\n      status\n      count\n    }\n  }\n": types.ProcessorPanel_ProcessorFragmentDoc,
    "\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n": types.ProcessorStatusLiveDocument,
    "\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n  }\n": types.ProcessorHistoryRecordLiveDocument,
    "\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n": types.TicketCountersLiveDocument,
    "\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n": types.ProcessorStartDocument,
    "\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n": types.ProcessorStopDocument,
    "\n  fragment TicketsFilters_processor on AutoProcessor {\n    counters {\n      status\n      count\n    }\n  }\n": types.TicketsFilters_ProcessorFragmentDoc,
    "\n  query TicketsRoute(\n    $where: TicketWhere\n    $search: String\n    $orderBy: [TicketOrder!]\n    $page: Int!\n    $pageSize: Int!\n    $withProcessor: Boolean!\n  ) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n      ...TicketsFilters_processor\n    }\n  }\n": types.TicketsRouteDocument,
    "\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        dateTime\n        status\n        statusTitle\n        totalSum\n        score\n        fiscalDocumentNumber\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        place {\n          id\n          title\n          address\n        }\n      }\n      total\n    }\n  }\n": types.TicketsExportDocument,
    "\n  query TicketsPlacesSearch($search: String, $pageSize: Int!) {\n    places(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.TicketsPlacesSearchDocument,
    "\n  query TicketsUsersSearch($search: String, $pageSize: Int!) {\n    users(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n": types.TicketsUsersSearchDocument,
    "\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n": types.TicketsTable_TicketFragmentDoc,
    "\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        count\n      }\n    }\n  }\n": types.ClientTestCountersDocument,
    "\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n": types.ClientTestCountersLiveDocument,
    "\n  fragment SessionUser on User {\n    id\n    name\n    surname\n    middleName\n    phone\n    email\n    phoneVerified\n    blocked\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": types.SessionMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation AuthSignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n"): (typeof documents)["\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n    counters {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n    counters {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n"): (typeof documents)["\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n  }\n"): (typeof documents)["\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      hour\n      processed\n      rejected\n      delayed\n      manual\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n"): (typeof documents)["\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n"): (typeof documents)["\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketsFilters_processor on AutoProcessor {\n    counters {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment TicketsFilters_processor on AutoProcessor {\n    counters {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsRoute(\n    $where: TicketWhere\n    $search: String\n    $orderBy: [TicketOrder!]\n    $page: Int!\n    $pageSize: Int!\n    $withProcessor: Boolean!\n  ) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n      ...TicketsFilters_processor\n    }\n  }\n"): (typeof documents)["\n  query TicketsRoute(\n    $where: TicketWhere\n    $search: String\n    $orderBy: [TicketOrder!]\n    $page: Int!\n    $pageSize: Int!\n    $withProcessor: Boolean!\n  ) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n      ...TicketsFilters_processor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        dateTime\n        status\n        statusTitle\n        totalSum\n        score\n        fiscalDocumentNumber\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        place {\n          id\n          title\n          address\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        dateTime\n        status\n        statusTitle\n        totalSum\n        score\n        fiscalDocumentNumber\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        place {\n          id\n          title\n          address\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsPlacesSearch($search: String, $pageSize: Int!) {\n    places(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketsPlacesSearch($search: String, $pageSize: Int!) {\n    places(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsUsersSearch($search: String, $pageSize: Int!) {\n    users(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketsUsersSearch($search: String, $pageSize: Int!) {\n    users(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    name\n    surname\n    middleName\n    phone\n    email\n    phoneVerified\n    blocked\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    name\n    surname\n    middleName\n    phone\n    email\n    phoneVerified\n    blocked\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;