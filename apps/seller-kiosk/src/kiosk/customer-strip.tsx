import { hrefFor } from '@ldn/domain';
import { selectSelectedCustomer, type SelectedCustomer } from '@ldn/feature-session';
import { AppLink } from '@ldn/ui-kit';
import styled from 'styled-components';
import { useAppSelector } from '@ldn/app-shell';
import { customerStripMessages } from './messages';

const Strip = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
`;

export interface CustomerStripViewProps {
  readonly customer: Pick<SelectedCustomer, 'firstName' | 'lastName'>;
}

/** 'Client : Prénom Nom' and 'Changer de client' (SellerPage), presentational. */
export function CustomerStripView({ customer }: CustomerStripViewProps) {
  return (
    <Strip aria-label={customerStripMessages.LABEL}>
      <Name>{customerStripMessages.customer(customer.firstName, customer.lastName)}</Name>
      <AppLink href={hrefFor('SellerPage')}>{customerStripMessages.CHANGE_CUSTOMER}</AppLink>
    </Strip>
  );
}

/**
 * 'Client : Prénom Nom' while staff act for a customer selected on SellerPage, with
 * 'Changer de client' back to SellerPage (which clears the customer [S2.13]). Nothing otherwise.
 */
export function CustomerStrip() {
  const customer = useAppSelector(selectSelectedCustomer);
  return customer === null ? null : <CustomerStripView customer={customer} />;
}
