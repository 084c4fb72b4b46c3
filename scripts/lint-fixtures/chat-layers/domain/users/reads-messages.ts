import { pageMessages } from '../messages/paging';

export const page = pageMessages;
