import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { faqGroups } from './footerContent';

/** FAQ grouped by category; one answer open at a time, clicking the open one closes it. */
export function FaqAccordion() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div>
      <Typography variant="h6" component="h2" gutterBottom>
        Frequently Asked Questions
      </Typography>
      {faqGroups.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
            {group.category}
          </Typography>
          {group.items.map((item) => (
            <Accordion
              key={item.id}
              expanded={openId === item.id}
              onChange={(_, isOpen) => setOpenId(isOpen ? item.id : null)}
              sx={{ bgcolor: 'transparent', color: 'inherit', boxShadow: 'none' }}
              slotProps={{ heading: { component: 'h4' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon sx={{ color: 'inherit' }} />}
                // MUI colours the arrow action.active (dark): on the dark footer it takes the text's colour.
                sx={{ '& .MuiAccordionSummary-expandIconWrapper': { color: 'inherit' } }}
                id={`faq-${item.id}-question`}
                aria-controls={`faq-${item.id}-answer`}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${item.id}-answer`}>
                <Typography variant="body2">{item.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </section>
      ))}
    </div>
  );
}
