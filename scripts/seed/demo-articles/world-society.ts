import type { DemoArticle } from '../demo-types.ts'

export const articles: DemoArticle[] = [
  // ───────────────────────────── WORLD: kosmos ─────────────────────────────
  {
    category: 'kosmos',
    title: 'Global tourism heads for a new record as travellers spread trips beyond summer',
    titleGr: 'Νέο ρεκόρ για τον παγκόσμιο τουρισμό, με τα ταξίδια να απλώνονται πέρα από το καλοκαίρι',
    subtitle:
      'UN figures show arrivals rising fastest in spring and autumn, as heat, crowds and peak-season prices change how people travel.',
    subtitleGr:
      'Τα στοιχεία του ΟΗΕ δείχνουν ότι οι αφίξεις αυξάνονται ταχύτερα την άνοιξη και το φθινόπωρο, καθώς ο καύσωνας και οι τιμές αλλάζουν τις συνήθειες.',
    excerpt:
      'International arrivals are on course for a record year, but the real change is in the calendar: bookings for spring and autumn are growing twice as fast as those for July and August, with uneven benefits for destinations.',
    excerptGr:
      'Οι διεθνείς αφίξεις οδεύουν προς χρονιά-ρεκόρ, όμως η μεγάλη αλλαγή αφορά το ημερολόγιο: οι κρατήσεις για άνοιξη και φθινόπωρο αυξάνονται με διπλάσιο ρυθμό από εκείνες του Ιουλίου και του Αυγούστου.',
    content: `<p>International tourist arrivals are on course for a new annual record, according to figures released this week by UN Tourism, the United Nations agency for the sector, with growth increasingly concentrated outside the traditional summer peak. Arrivals in the first nine months of the year ran around five per cent above the same period last year, and spending by visitors rose faster still.</p>
<p>The agency said the most striking change was in the calendar rather than the totals. Bookings for April, May, October and November grew at roughly twice the rate of those for July and August, as travellers reacted to heatwaves, crowding and high prices in peak season.</p>
<h2>A longer season, unevenly shared</h2>
<p>Southern Europe remains the busiest destination region in the world, but the report notes that the benefits of a longer season are not spread evenly. Large cities and well-connected islands have gained most, while smaller destinations still depend on a few summer weeks. The main trends identified include:</p>
<ul>
<li>a sharp rise in autumn city breaks, helped by new low-cost routes;</li>
<li>stronger demand from long-haul markets in Asia and North America;</li>
<li>more travellers choosing rail for journeys of under six hours;</li>
<li>growing pressure on housing in popular neighbourhoods.</li>
</ul>
<p>The last point has become politically sensitive in several countries. Local authorities from Lisbon to Amsterdam have tightened rules on short-term rentals, and the report urges governments to collect better data on how tourism affects rents and public services.</p>
<p>Lucia Ferrante, a tourism economist at the University of Bologna who advised on the study, said the shift was welcome but came at a cost.</p>
<blockquote><p>“Spreading visitors across the year is good news for jobs and for infrastructure that otherwise sits idle for months. But a longer season also means residents never get a break, and that has to be managed honestly.”</p></blockquote>
<h2>What it means for Greece</h2>
<p>For Greece, where tourism accounts for a large share of economic output, the figures point in a familiar direction. Hoteliers report healthier autumn occupancy in Athens, Crete and Rhodes, though industry groups warn that staff shortages and higher energy costs are squeezing margins. The agency expects growth to slow slightly next year, as airline capacity struggles to keep pace with demand.</p>`,
    contentGr: `<p>Προς νέο ρεκόρ κινούνται οι διεθνείς τουριστικές αφίξεις, σύμφωνα με στοιχεία που έδωσε στη δημοσιότητα αυτή την εβδομάδα ο Παγκόσμιος Οργανισμός Τουρισμού του ΟΗΕ, με την ανάπτυξη να μετατοπίζεται όλο και περισσότερο εκτός της καλοκαιρινής αιχμής. Στο εννεάμηνο οι αφίξεις ήταν περίπου 5% υψηλότερες σε σχέση με την αντίστοιχη περίοδο πέρυσι, ενώ οι δαπάνες των επισκεπτών αυξήθηκαν ακόμη ταχύτερα.</p>
<p>Η μεγάλη αλλαγή, σημειώνει ο οργανισμός, αφορά το ημερολόγιο. Οι κρατήσεις για Απρίλιο, Μάιο, Οκτώβριο και Νοέμβριο αυξήθηκαν με σχεδόν διπλάσιο ρυθμό από εκείνες για Ιούλιο και Αύγουστο, καθώς οι ταξιδιώτες αντιδρούν στους καύσωνες, στον συνωστισμό και στις υψηλές τιμές της περιόδου αιχμής.</p>
<h2>Μεγαλύτερη σεζόν, άνισα μοιρασμένη</h2>
<p>Η Νότια Ευρώπη παραμένει η πιο πολυσύχναστη περιοχή του πλανήτη, όμως τα οφέλη της διευρυμένης σεζόν δεν μοιράζονται ισότιμα. Κερδισμένες βγαίνουν κυρίως οι μεγάλες πόλεις και τα νησιά με καλή αεροπορική σύνδεση, ενώ οι μικρότεροι προορισμοί εξακολουθούν να εξαρτώνται από λίγες εβδομάδες του καλοκαιριού. Οι βασικές τάσεις:</p>
<ul>
<li>η εκρηκτική άνοδος των φθινοπωρινών αποδράσεων σε πόλεις, χάρη σε νέα δρομολόγια χαμηλού κόστους·</li>
<li>η ισχυρότερη ζήτηση από τις μακρινές αγορές της Ασίας και της Βόρειας Αμερικής·</li>
<li>η στροφή περισσότερων ταξιδιωτών στο τρένο για διαδρομές κάτω των έξι ωρών·</li>
<li>οι αυξανόμενες πιέσεις στη στέγαση στις δημοφιλείς γειτονιές.</li>
</ul>
<p>Το τελευταίο έχει αποκτήσει πολιτικό φορτίο σε αρκετές χώρες. Από τη Λισαβόνα έως το Άμστερνταμ, οι τοπικές αρχές έχουν αυστηροποιήσει τους κανόνες για τις βραχυχρόνιες μισθώσεις, ενώ η έκθεση καλεί τις κυβερνήσεις να συλλέγουν καλύτερα στοιχεία για την επίδραση του τουρισμού στα ενοίκια και στις δημόσιες υπηρεσίες.</p>
<p>Η Λουτσία Φεράντε, οικονομολόγος του τουρισμού στο Πανεπιστήμιο της Μπολόνια, η οποία συνεργάστηκε στη μελέτη, χαρακτηρίζει τη μετατόπιση θετική, επισημαίνει όμως ότι έχει και κόστος.</p>
<blockquote><p>«Η κατανομή των επισκεπτών σε όλη τη διάρκεια του χρόνου είναι καλή είδηση για την απασχόληση και για υποδομές που αλλιώς μένουν αναξιοποίητες για μήνες. Μια μεγαλύτερη σεζόν όμως σημαίνει και ότι οι κάτοικοι δεν παίρνουν ποτέ ανάσα, και αυτό πρέπει να το διαχειριστούμε με ειλικρίνεια».</p></blockquote>
<h2>Τι σημαίνει για την Ελλάδα</h2>
<p>Για την Ελλάδα, όπου ο τουρισμός αντιστοιχεί σε μεγάλο μέρος της οικονομικής δραστηριότητας, τα στοιχεία επιβεβαιώνουν μια γνώριμη τάση. Οι ξενοδόχοι καταγράφουν καλύτερες πληρότητες το φθινόπωρο στην Αθήνα, την Κρήτη και τη Ρόδο, αν και οι φορείς του κλάδου προειδοποιούν ότι η έλλειψη προσωπικού και το αυξημένο ενεργειακό κόστος πιέζουν τα περιθώρια κέρδους. Για την επόμενη χρονιά ο οργανισμός προβλέπει ελαφρά επιβράδυνση, λόγω της περιορισμένης χωρητικότητας των αεροπορικών.</p>`,
    tags: ['tourismos', 'nisia'],
  },
  {
    category: 'kosmos',
    title: 'High seas treaty members meet for the first time to map new ocean sanctuaries',
    titleGr: 'Πρώτη συνάντηση των μελών της συνθήκης για την ανοιχτή θάλασσα: στο τραπέζι τα νέα θαλάσσια καταφύγια',
    subtitle:
      'Governments that have ratified the agreement gathered in New York to set the rules for protected areas beyond national waters.',
    subtitleGr:
      'Οι κυβερνήσεις που έχουν επικυρώσει τη συμφωνία συνεδριάζουν στη Νέα Υόρκη για τους κανόνες των προστατευόμενων περιοχών εκτός εθνικών υδάτων.',
    excerpt:
      'The first conference of parties to the UN high seas treaty opened this week with talks on how marine protected areas will be proposed, monitored and funded. Scientists say the decisions will shape ocean conservation for decades.',
    excerptGr:
      'Με συζητήσεις για το πώς θα προτείνονται, θα παρακολουθούνται και θα χρηματοδοτούνται οι θαλάσσιες προστατευόμενες περιοχές ξεκίνησε η πρώτη διάσκεψη των μερών της συνθήκης του ΟΗΕ για την ανοιχτή θάλασσα.',
    content: `<p>Delegates from the countries that have ratified the United Nations agreement on marine biodiversity beyond national jurisdiction, widely known as the high seas treaty, met in New York this week for their first formal conference. The session is expected to last two weeks and will settle the practical rules that turn the treaty from a legal text into working conservation.</p>
<p>The high seas cover almost two-thirds of the world's oceans but, until now, have had no single framework for creating protected areas. Fishing, shipping and seabed activities there are regulated by a patchwork of regional bodies, each with its own mandate.</p>
<h2>What is on the table</h2>
<p>The agenda is largely technical, but observers say it will decide how ambitious the treaty proves in practice. Among the items delegates must agree on are:</p>
<ol>
<li>the procedure for proposing and approving marine protected areas;</li>
<li>the make-up of a scientific and technical body to assess proposals;</li>
<li>rules for sharing the benefits of marine genetic resources;</li>
<li>a funding mechanism to help developing countries take part.</li>
</ol>
<p>Several coastal and island states have already signalled that they are preparing the first proposals, with candidate areas including seamount chains in the Pacific and parts of the Atlantic used by migrating whales and turtles.</p>
<p>Dr Helena Marsh, a marine ecologist at the University of Plymouth who is attending as an observer, said the early decisions would matter more than the headlines.</p>
<blockquote><p>“The treaty gives us, for the first time, a way to protect ocean areas that belong to nobody and therefore to everybody. If the procedures are slow or the science body is underfunded, that promise will stay on paper.”</p></blockquote>
<h2>Europe's role</h2>
<p>The European Union, which has ratified the agreement, is among the largest delegations. Greece, with one of the longest coastlines in Europe and one of the biggest merchant fleets in the world, is following the shipping aspects closely. Environmental groups are pressing for the first protected areas to be designated within two years, while some fishing nations argue for a more gradual approach.</p>`,
    contentGr: `<p>Για πρώτη φορά συνεδριάζουν αυτή την εβδομάδα στη Νέα Υόρκη οι χώρες που έχουν επικυρώσει τη συμφωνία του ΟΗΕ για τη θαλάσσια βιοποικιλότητα πέρα από τα όρια της εθνικής δικαιοδοσίας, γνωστή ευρύτερα ως συνθήκη για την ανοιχτή θάλασσα. Οι εργασίες αναμένεται να διαρκέσουν δύο εβδομάδες και θα καθορίσουν τους πρακτικούς κανόνες που θα μετατρέψουν ένα νομικό κείμενο σε πραγματική προστασία.</p>
<p>Η ανοιχτή θάλασσα καλύπτει σχεδόν τα δύο τρίτα των ωκεανών του πλανήτη, ωστόσο μέχρι σήμερα δεν υπήρχε ενιαίο πλαίσιο για τη δημιουργία προστατευόμενων περιοχών. Η αλιεία, η ναυσιπλοΐα και οι δραστηριότητες στον βυθό ρυθμίζονται από ένα μωσαϊκό περιφερειακών οργανισμών, ο καθένας με τη δική του αρμοδιότητα.</p>
<h2>Τι συζητείται</h2>
<p>Η ατζέντα είναι κατά βάση τεχνική, όμως οι παρατηρητές εκτιμούν ότι θα κρίνει πόσο φιλόδοξη θα αποδειχθεί η συνθήκη στην πράξη. Μεταξύ άλλων, οι αντιπροσωπείες καλούνται να συμφωνήσουν:</p>
<ol>
<li>τη διαδικασία υποβολής και έγκρισης θαλάσσιων προστατευόμενων περιοχών·</li>
<li>τη σύνθεση του επιστημονικού και τεχνικού οργάνου που θα αξιολογεί τις προτάσεις·</li>
<li>τους κανόνες για τον καταμερισμό των οφελών από τους θαλάσσιους γενετικούς πόρους·</li>
<li>έναν μηχανισμό χρηματοδότησης για τη συμμετοχή των αναπτυσσόμενων χωρών.</li>
</ol>
<p>Αρκετά παράκτια και νησιωτικά κράτη έχουν ήδη αφήσει να εννοηθεί ότι ετοιμάζουν τις πρώτες προτάσεις. Ανάμεσα στις υποψήφιες περιοχές βρίσκονται αλυσίδες υποθαλάσσιων βουνών στον Ειρηνικό και τμήματα του Ατλαντικού από τα οποία περνούν μεταναστευτικές φάλαινες και θαλάσσιες χελώνες.</p>
<p>Η Δρ Έλενα Μαρς, θαλάσσια οικολόγος στο Πανεπιστήμιο του Πλίμουθ, η οποία παρακολουθεί τις εργασίες ως παρατηρήτρια, εκτιμά ότι οι πρώτες αποφάσεις θα μετρήσουν περισσότερο από τους τίτλους των ειδήσεων.</p>
<blockquote><p>«Η συνθήκη μάς δίνει για πρώτη φορά έναν τρόπο να προστατεύσουμε περιοχές του ωκεανού που δεν ανήκουν σε κανέναν και άρα ανήκουν σε όλους. Αν οι διαδικασίες είναι αργές ή αν το επιστημονικό όργανο μείνει χωρίς πόρους, η υπόσχεση αυτή θα μείνει στα χαρτιά».</p></blockquote>
<h2>Ο ρόλος της Ευρώπης</h2>
<p>Η Ευρωπαϊκή Ένωση, η οποία έχει επικυρώσει τη συμφωνία, διαθέτει μία από τις πολυπληθέστερες αντιπροσωπείες. Η Ελλάδα, με μία από τις μεγαλύτερες ακτογραμμές της Ευρώπης και έναν από τους μεγαλύτερους εμπορικούς στόλους στον κόσμο, παρακολουθεί στενά όσα αφορούν τη ναυτιλία. Οι περιβαλλοντικές οργανώσεις πιέζουν ώστε οι πρώτες προστατευόμενες περιοχές να θεσπιστούν μέσα σε δύο χρόνια, ενώ ορισμένες αλιευτικές χώρες ζητούν σταδιακή προσέγγιση.</p>`,
    tags: ['klima'],
  },
  {
    category: 'kosmos',
    title: 'UN scientific panel on AI delivers its first report, urging shared safety testing',
    titleGr: 'Πρώτη έκθεση της επιστημονικής επιτροπής του ΟΗΕ για την ΤΝ: κοινά τεστ ασφαλείας για όλους',
    subtitle:
      'The independent panel of experts says governments need common methods to measure the risks and energy footprint of advanced AI systems.',
    subtitleGr:
      'Η ανεξάρτητη ομάδα επιστημόνων ζητά από τις κυβερνήσεις κοινές μεθόδους για τη μέτρηση των κινδύνων και του ενεργειακού αποτυπώματος της ΤΝ.',
    excerpt:
      'In its first assessment, the independent UN scientific panel on artificial intelligence calls for shared safety testing, better data on energy use and support for countries with limited computing capacity.',
    excerptGr:
      'Στην πρώτη της αξιολόγηση, η ανεξάρτητη επιστημονική επιτροπή του ΟΗΕ για την τεχνητή νοημοσύνη ζητά κοινά τεστ ασφαλείας, αξιόπιστα στοιχεία για την κατανάλωση ενέργειας και στήριξη για τις λιγότερο εξοπλισμένες χώρες.',
    content: `<p>An independent scientific panel set up by the United Nations to assess artificial intelligence published its first report this week, calling on governments to agree on common ways of testing advanced systems before they are widely deployed. The report, presented in Geneva, draws on contributions from several hundred researchers across all regions of the world.</p>
<p>The panel does not make binding recommendations. Its role, modelled loosely on that of the UN climate science panel, is to give policymakers a shared picture of what the evidence says. Even so, its conclusions are likely to inform negotiations in several international forums over the coming year.</p>
<h2>Main findings</h2>
<p>The report groups its findings under a handful of headings:</p>
<ul>
<li>the capabilities of the most advanced models are improving faster than the methods used to evaluate them;</li>
<li>there is no agreed way to compare safety tests carried out by different laboratories;</li>
<li>the electricity demand of data centres is rising sharply, but reliable figures are scarce;</li>
<li>many lower-income countries lack the computing capacity to study the systems they use.</li>
</ul>
<p>On energy, the authors note that estimates of the electricity consumed by AI vary by a factor of three, largely because companies disclose little. They ask governments to require standard reporting from large data centre operators.</p>
<p>Professor Amara Okonkwo, a computer scientist at the University of Lagos and one of the lead authors of the report, said the gaps in knowledge were themselves a finding.</p>
<blockquote><p>“We were asked what the science says, and in several areas the honest answer is that we do not yet know enough. That is not a reason to wait. It is a reason to build the tools that let us find out.”</p></blockquote>
<h2>Reactions</h2>
<p>The European Commission welcomed the report and said it was consistent with the approach of the EU's own AI rules, which require risk assessments for the most powerful general-purpose models. Industry groups said they supported common testing standards but warned against rules that could slow research. Civil society organisations, meanwhile, argued that the panel should give more weight to everyday harms, such as biased automated decisions in welfare and hiring.</p>`,
    contentGr: `<p>Την πρώτη της έκθεση δημοσίευσε αυτή την εβδομάδα η ανεξάρτητη επιστημονική επιτροπή που συνέστησε ο ΟΗΕ για την αξιολόγηση της τεχνητής νοημοσύνης, καλώντας τις κυβερνήσεις να συμφωνήσουν σε κοινούς τρόπους ελέγχου των προηγμένων συστημάτων πριν από την ευρεία χρήση τους. Η έκθεση, που παρουσιάστηκε στη Γενεύη, βασίζεται στη συμβολή εκατοντάδων ερευνητών από όλες τις περιοχές του κόσμου.</p>
<p>Η επιτροπή δεν διατυπώνει δεσμευτικές συστάσεις. Ο ρόλος της, κατά το πρότυπο της επιστημονικής επιτροπής του ΟΗΕ για το κλίμα, είναι να προσφέρει στους υπεύθυνους χάραξης πολιτικής μια κοινή εικόνα για το τι δείχνουν τα δεδομένα. Παρ' όλα αυτά, τα συμπεράσματά της αναμένεται να επηρεάσουν τις διαπραγματεύσεις σε διάφορα διεθνή φόρα τον επόμενο χρόνο.</p>
<h2>Τα βασικά ευρήματα</h2>
<p>Η έκθεση συνοψίζει τα ευρήματά της σε λίγους άξονες:</p>
<ul>
<li>οι δυνατότητες των πιο προηγμένων μοντέλων βελτιώνονται ταχύτερα από τις μεθόδους αξιολόγησής τους·</li>
<li>δεν υπάρχει κοινά αποδεκτός τρόπος σύγκρισης των ελέγχων ασφαλείας που διενεργούν διαφορετικά εργαστήρια·</li>
<li>η ζήτηση ηλεκτρικής ενέργειας από τα κέντρα δεδομένων αυξάνεται ραγδαία, όμως τα αξιόπιστα στοιχεία είναι ελάχιστα·</li>
<li>πολλές χώρες χαμηλού εισοδήματος δεν διαθέτουν την υπολογιστική ισχύ για να μελετήσουν τα συστήματα που χρησιμοποιούν.</li>
</ul>
<p>Σε ό,τι αφορά την ενέργεια, οι συντάκτες σημειώνουν ότι οι εκτιμήσεις για την κατανάλωση ρεύματος από την τεχνητή νοημοσύνη διαφέρουν έως και κατά τρεις φορές, κυρίως επειδή οι εταιρείες δημοσιοποιούν ελάχιστα στοιχεία. Γι' αυτό ζητούν από τις κυβερνήσεις να επιβάλουν τυποποιημένη αναφορά στοιχείων στους μεγάλους διαχειριστές κέντρων δεδομένων.</p>
<p>Η καθηγήτρια Αμάρα Οκόνκβο, επιστήμονας υπολογιστών στο Πανεπιστήμιο του Λάγος και μία από τις βασικές συντάκτριες της έκθεσης, υπογραμμίζει ότι τα κενά γνώσης αποτελούν από μόνα τους εύρημα.</p>
<blockquote><p>«Μας ρώτησαν τι λέει η επιστήμη, και σε αρκετά πεδία η ειλικρινής απάντηση είναι ότι δεν γνωρίζουμε ακόμη αρκετά. Αυτό δεν είναι λόγος να περιμένουμε. Είναι λόγος να φτιάξουμε τα εργαλεία που θα μας επιτρέψουν να μάθουμε».</p></blockquote>
<h2>Οι αντιδράσεις</h2>
<p>Η Ευρωπαϊκή Επιτροπή χαιρέτισε την έκθεση, σημειώνοντας ότι συμβαδίζει με τη λογική των ευρωπαϊκών κανόνων για την τεχνητή νοημοσύνη, οι οποίοι προβλέπουν αξιολόγηση κινδύνων για τα ισχυρότερα μοντέλα γενικής χρήσης. Οι φορείς της αγοράς δήλωσαν ότι στηρίζουν κοινά πρότυπα ελέγχου, προειδοποίησαν όμως για κανόνες που θα μπορούσαν να φρενάρουν την έρευνα. Οργανώσεις της κοινωνίας των πολιτών, από την πλευρά τους, ζητούν να δοθεί μεγαλύτερο βάρος στις καθημερινές βλάβες, όπως οι μεροληπτικές αυτοματοποιημένες αποφάσεις σε επιδόματα και προσλήψεις.</p>`,
    tags: ['texniti_noimosyni', 'energeia'],
  },

  // ───────────────────────────── WORLD: evropi ─────────────────────────────
  {
    category: 'evropi',
    title:
      'EU leaders agree to share responsibility for asylum seekers under a new solidarity pool after a night of tough talks in Brussels',
    titleGr:
      'Συμφωνία στις Βρυξέλλες για την κατανομή της ευθύνης στο προσφυγικό μετά από νυχτερινό θρίλερ διαπραγματεύσεων',
    subtitle:
      'Member states settled the first annual pool of relocations and funding under the migration pact, while frontline countries asked for more.',
    subtitleGr:
      'Τα κράτη-μέλη ενέκριναν την πρώτη ετήσια δεξαμενή μετεγκαταστάσεων και χρηματοδότησης του Συμφώνου, με τις χώρες πρώτης γραμμής να ζητούν περισσότερα.',
    excerpt:
      'After negotiations that ran into the early hours, EU leaders approved the first annual solidarity pool under the new migration pact, combining relocations, payments and practical support for countries on the external borders of the bloc.',
    excerptGr:
      'Έπειτα από διαπραγματεύσεις που κράτησαν ως τα ξημερώματα, οι Ευρωπαίοι ηγέτες ενέκριναν την πρώτη ετήσια δεξαμενή αλληλεγγύης του νέου Συμφώνου για τη Μετανάστευση, με μετεγκαταστάσεις, πληρωμές και επιχειρησιακή στήριξη.',
    content: `<p>European Union leaders agreed on Friday morning on how to share the cost of receiving asylum seekers over the coming year, the first time the solidarity mechanism in the migration and asylum pact of the bloc has been put into practice at summit level. The deal came after talks in Brussels ran well past midnight.</p>
<p>Under the pact, countries facing what it calls migratory pressure, including Greece, Italy, Spain, Cyprus and Malta, can draw on a common pool. Other member states choose how to contribute: by relocating asylum seekers, by paying into a fund, or by providing staff and equipment.</p>
<h2>How the pool is made up</h2>
<p>According to officials familiar with the final text, the agreement includes:</p>
<ul>
<li>a target of around 30,000 relocations over the year;</li>
<li>financial contributions of about 600 million euros, mainly for reception and border procedures;</li>
<li>operational support such as interpreters, caseworkers and IT systems;</li>
<li>a review after six months if arrivals change significantly.</li>
</ul>
<p>Several central European governments chose to pay rather than accept relocations, as the rules allow. Diplomats said that choice was largely expected and that the number of relocation pledges was higher than many had feared.</p>
<p>Frontline states welcomed the deal but said it fell short of their needs. A senior Greek diplomat said the real test would be whether pledges were delivered on time. Migration researchers were similarly cautious. Dr Sofia Lindqvist, a migration policy analyst at a Brussels think tank, put it this way:</p>
<blockquote><p>“The mechanism existed on paper and now it has numbers attached to it. What matters is whether relocations actually happen within weeks, not months, because that is what people on the islands and in reception centres will notice.”</p></blockquote>
<h2>What comes next</h2>
<p>Interior ministers will meet next month to turn the pledges into concrete timetables. Humanitarian organisations have urged them to give priority to unaccompanied children and families, and to ensure that the new border procedures respect the right to apply for asylum. The European Commission is expected to publish its first assessment of how the pact is being implemented early next year.</p>`,
    contentGr: `<p>Συμφωνία για τον επιμερισμό του κόστους υποδοχής των αιτούντων άσυλο τον επόμενο χρόνο πέτυχαν το πρωί της Παρασκευής οι ηγέτες της Ευρωπαϊκής Ένωσης. Είναι η πρώτη φορά που ο μηχανισμός αλληλεγγύης του Συμφώνου για τη Μετανάστευση και το Άσυλο εφαρμόζεται στην πράξη σε επίπεδο Συνόδου Κορυφής, ύστερα από συζητήσεις στις Βρυξέλλες που τράβηξαν πολύ μετά τα μεσάνυχτα.</p>
<p>Με βάση το Σύμφωνο, οι χώρες που δέχονται αυτό που ορίζεται ως μεταναστευτική πίεση, μεταξύ των οποίων η Ελλάδα, η Ιταλία, η Ισπανία, η Κύπρος και η Μάλτα, μπορούν να αντλούν από μια κοινή δεξαμενή. Τα υπόλοιπα κράτη-μέλη επιλέγουν τον τρόπο συνεισφοράς τους: με μετεγκατάσταση αιτούντων άσυλο, με καταβολή χρημάτων σε ταμείο ή με διάθεση προσωπικού και εξοπλισμού.</p>
<h2>Τι περιλαμβάνει η δεξαμενή</h2>
<p>Σύμφωνα με αξιωματούχους που γνωρίζουν το τελικό κείμενο, η συμφωνία προβλέπει:</p>
<ul>
<li>στόχο περίπου 30.000 μετεγκαταστάσεων μέσα στη χρονιά·</li>
<li>οικονομικές εισφορές της τάξης των 600 εκατ. ευρώ, κυρίως για την υποδοχή και τις διαδικασίες στα σύνορα·</li>
<li>επιχειρησιακή στήριξη, όπως διερμηνείς, χειριστές υποθέσεων και πληροφοριακά συστήματα·</li>
<li>επανεξέταση σε έξι μήνες, εφόσον οι ροές μεταβληθούν σημαντικά.</li>
</ul>
<p>Αρκετές κυβερνήσεις της Κεντρικής Ευρώπης προτίμησαν να πληρώσουν αντί να δεχθούν μετεγκαταστάσεις, όπως προβλέπουν οι κανόνες. Κατά τους διπλωμάτες, η επιλογή αυτή ήταν σε μεγάλο βαθμό αναμενόμενη, ενώ οι δεσμεύσεις για μετεγκαταστάσεις ξεπέρασαν όσα πολλοί φοβούνταν.</p>
<p>Οι χώρες πρώτης γραμμής χαιρέτισαν τη συμφωνία, σημειώνουν όμως ότι δεν καλύπτει τις ανάγκες τους. Ανώτερος Έλληνας διπλωμάτης ανέφερε ότι το πραγματικό κριτήριο θα είναι αν οι δεσμεύσεις θα υλοποιηθούν εγκαίρως. Επιφυλακτικοί εμφανίζονται και οι ερευνητές. Όπως το θέτει η Δρ Σοφία Λίντκβιστ, αναλύτρια μεταναστευτικής πολιτικής σε δεξαμενή σκέψης των Βρυξελλών:</p>
<blockquote><p>«Ο μηχανισμός υπήρχε στα χαρτιά και τώρα απέκτησε αριθμούς. Αυτό που μετράει είναι αν οι μετεγκαταστάσεις θα γίνονται μέσα σε εβδομάδες και όχι σε μήνες, γιατί αυτό θα το καταλάβουν οι άνθρωποι στα νησιά και στις δομές φιλοξενίας».</p></blockquote>
<h2>Τα επόμενα βήματα</h2>
<p>Οι υπουργοί Εσωτερικών θα συνεδριάσουν τον επόμενο μήνα για να μετατρέψουν τις δεσμεύσεις σε συγκεκριμένα χρονοδιαγράμματα. Οι ανθρωπιστικές οργανώσεις τούς καλούν να δώσουν προτεραιότητα στα ασυνόδευτα παιδιά και στις οικογένειες, και να διασφαλίσουν ότι οι νέες διαδικασίες στα σύνορα σέβονται το δικαίωμα υποβολής αιτήματος ασύλου. Η Ευρωπαϊκή Επιτροπή αναμένεται να δημοσιεύσει την πρώτη αξιολόγηση της εφαρμογής του Συμφώνου στις αρχές της νέας χρονιάς.</p>`,
    tags: ['ee', 'nisia'],
  },
  {
    category: 'evropi',
    title: 'Balkan rail corridor linking Thessaloniki and Belgrade moves a step closer',
    titleGr: 'Ένα βήμα πιο κοντά ο βαλκανικός σιδηροδρομικός διάδρομος Θεσσαλονίκης - Βελιγραδίου',
    subtitle:
      'Works to upgrade the line through North Macedonia are under way, with the promise of faster passenger and freight trains by the end of the decade.',
    subtitleGr:
      'Ξεκίνησαν τα έργα αναβάθμισης της γραμμής στη Βόρεια Μακεδονία, με την υπόσχεση ταχύτερων επιβατικών και εμπορευματικών τρένων ως το τέλος της δεκαετίας.',
    excerpt:
      'Upgrading the rail link from Thessaloniki through Skopje to Belgrade could cut journey times sharply and boost freight from Greek ports, but funding gaps and slow border procedures remain serious obstacles.',
    excerptGr:
      'Η αναβάθμιση της σιδηροδρομικής σύνδεσης Θεσσαλονίκης - Σκοπίων - Βελιγραδίου μπορεί να μειώσει δραστικά τους χρόνους διαδρομής και να ενισχύσει τα ελληνικά λιμάνια, όμως η χρηματοδότηση και τα σύνορα παραμένουν εμπόδια.',
    content: `<p>Engineers have begun work on a key section of the railway that links Thessaloniki with Skopje and Belgrade, part of a long-planned effort to turn the Balkan route into a modern corridor for passengers and freight. The section runs through North Macedonia and is being financed by a mix of EU grants and loans from European development banks.</p>
<p>Today a passenger travelling by train from Thessaloniki to Belgrade faces a journey that can take well over twelve hours, with changes, slow stretches and lengthy border checks. Much of the track dates from the middle of the last century and permits only low speeds.</p>
<h2>The plan in figures</h2>
<p>The project, which forms part of the trans-European transport network of the EU, sets out several goals:</p>
<ul>
<li>line speeds of up to 160 km/h on upgraded sections;</li>
<li>electrification and modern signalling along the entire route;</li>
<li>joint border controls to cut waiting times at crossings;</li>
<li>longer sidings so that freight trains of up to 740 metres can run.</li>
</ul>
<p>For Greece, the main prize is freight. The port of Thessaloniki has long argued that a reliable rail connection northwards would let it compete with Adriatic and Black Sea ports for container traffic bound for central Europe.</p>
<p>Nikos Papadimitriou, a logistics consultant who advises exporters in northern Greece, said businesses were watching the project closely, if with some scepticism.</p>
<blockquote><p>“We have been hearing announcements about this corridor for twenty years. If trains can cross the borders in minutes rather than hours, companies will move cargo from trucks to rail almost immediately. The technology is the easy part.”</p></blockquote>
<h2>Obstacles remain</h2>
<p>Not all sections are fully funded, and the Serbian and Greek parts of the route follow their own timetables. Transport officials say the whole corridor is unlikely to be complete before the end of the decade. Environmental groups have welcomed the shift from road to rail but have asked for careful planning where the line crosses river valleys and protected areas.</p>`,
    contentGr: `<p>Ξεκίνησαν οι εργασίες σε ένα κρίσιμο τμήμα της σιδηροδρομικής γραμμής που συνδέει τη Θεσσαλονίκη με τα Σκόπια και το Βελιγράδι, στο πλαίσιο μιας προσπάθειας που σχεδιάζεται εδώ και χρόνια για να μετατραπεί ο βαλκανικός άξονας σε σύγχρονο διάδρομο επιβατών και εμπορευμάτων. Το τμήμα βρίσκεται στη Βόρεια Μακεδονία και χρηματοδοτείται με συνδυασμό ευρωπαϊκών επιχορηγήσεων και δανείων από ευρωπαϊκές αναπτυξιακές τράπεζες.</p>
<p>Σήμερα, όποιος ταξιδεύει με τρένο από τη Θεσσαλονίκη στο Βελιγράδι χρειάζεται συχνά πάνω από δώδεκα ώρες, με μετεπιβιβάσεις, αργά τμήματα και χρονοβόρους ελέγχους στα σύνορα. Μεγάλο μέρος της γραμμής χρονολογείται από τα μέσα του περασμένου αιώνα και επιτρέπει μόνο χαμηλές ταχύτητες.</p>
<h2>Το σχέδιο σε αριθμούς</h2>
<p>Το έργο, που εντάσσεται στο Διευρωπαϊκό Δίκτυο Μεταφορών της ΕΕ, θέτει μια σειρά από στόχους:</p>
<ul>
<li>ταχύτητες έως 160 χλμ./ώρα στα αναβαθμισμένα τμήματα·</li>
<li>ηλεκτροκίνηση και σύγχρονη σηματοδότηση σε όλη τη διαδρομή·</li>
<li>κοινούς συνοριακούς ελέγχους για να μειωθεί η αναμονή στα περάσματα·</li>
<li>μεγαλύτερες γραμμές διασταύρωσης, ώστε να κινούνται εμπορικές αμαξοστοιχίες μήκους έως 740 μέτρων.</li>
</ul>
<p>Για την Ελλάδα, το μεγάλο διακύβευμα είναι οι εμπορευματικές μεταφορές. Το λιμάνι της Θεσσαλονίκης υποστηρίζει εδώ και καιρό ότι μια αξιόπιστη σιδηροδρομική σύνδεση προς τον Βορρά θα του επέτρεπε να ανταγωνιστεί τα λιμάνια της Αδριατικής και της Μαύρης Θάλασσας για τα εμπορευματοκιβώτια με προορισμό την Κεντρική Ευρώπη.</p>
<p>Ο Νίκος Παπαδημητρίου, σύμβουλος εφοδιαστικής αλυσίδας που συνεργάζεται με εξαγωγείς της Βόρειας Ελλάδας, λέει ότι οι επιχειρήσεις παρακολουθούν στενά το έργο, αν και με κάποιο σκεπτικισμό.</p>
<blockquote><p>«Ακούμε ανακοινώσεις για αυτόν τον διάδρομο εδώ και είκοσι χρόνια. Αν τα τρένα περνούν τα σύνορα σε λίγα λεπτά αντί για ώρες, οι εταιρείες θα μεταφέρουν σχεδόν αμέσως φορτία από τα φορτηγά στον σιδηρόδρομο. Η τεχνολογία είναι το εύκολο κομμάτι».</p></blockquote>
<h2>Τα εμπόδια παραμένουν</h2>
<p>Δεν έχει εξασφαλιστεί πλήρως η χρηματοδότηση για όλα τα τμήματα, ενώ το σερβικό και το ελληνικό σκέλος της διαδρομής ακολουθούν δικά τους χρονοδιαγράμματα. Αρμόδιοι για τις μεταφορές εκτιμούν ότι ο διάδρομος δύσκολα θα ολοκληρωθεί πριν από το τέλος της δεκαετίας. Οι περιβαλλοντικές οργανώσεις χαιρετίζουν τη μετατόπιση από τον δρόμο στις ράγες, ζητούν όμως προσεκτικό σχεδιασμό εκεί όπου η γραμμή διασχίζει ποτάμιες κοιλάδες και προστατευόμενες περιοχές.</p>`,
    tags: ['metafores', 'thessaloniki', 'ee'],
  },
  {
    category: 'evropi',
    title: 'Winter gas: Europe is ready',
    titleGr: 'Έτοιμη για τον χειμώνα η Ευρώπη',
    subtitle:
      'Storage sites across the EU are close to full as the heating season begins, although analysts warn that a cold snap could still push prices higher.',
    subtitleGr:
      'Οι αποθήκες φυσικού αερίου της ΕΕ είναι σχεδόν γεμάτες στην αρχή της χειμερινής περιόδου, όμως οι αναλυτές προειδοποιούν για τις τιμές σε περίπτωση ψύχους.',
    excerpt:
      'Europe enters winter with gas storage above 90 per cent and a more diverse supply than a few years ago. Officials say the system is resilient, but prices remain sensitive to cold weather and to competition for LNG cargoes.',
    excerptGr:
      'Η Ευρώπη μπαίνει στον χειμώνα με τις αποθήκες φυσικού αερίου γεμάτες πάνω από 90% και πιο διαφοροποιημένες πηγές εφοδιασμού. Οι τιμές, ωστόσο, παραμένουν ευάλωτες στο κρύο και στον ανταγωνισμό για φορτία LNG.',
    content: `<p>The European Union enters the heating season with its underground gas storage sites more than 90 per cent full, according to industry data published this week, giving governments and energy companies a comfortable cushion ahead of the coldest months.</p>
<p>The figure is in line with the storage rules of the bloc, which were introduced after the energy crisis and later made more flexible to allow countries to reach their targets over a longer window. Officials say that flexibility helped avoid price spikes during the summer injection period.</p>
<h2>A different supply picture</h2>
<p>Europe's gas supply looks very different from five years ago. Pipeline imports from Russia have fallen to a small fraction of their former level, and the gap has been filled from other directions:</p>
<ul>
<li>higher pipeline deliveries from Norway;</li>
<li>liquefied natural gas from the United States, Qatar and West Africa;</li>
<li>lower overall demand, thanks to efficiency measures and more renewable power;</li>
<li>new regasification terminals, including floating units in Greece and Germany.</li>
</ul>
<p>Greece has become a gateway for LNG flowing north into the Balkans, with the terminals at Revithoussa and Alexandroupolis feeding neighbouring networks. That role has increased the importance of the country in regional energy planning.</p>
<p>Analysts, however, caution against complacency. Maria Kostaki, an energy market analyst in Athens, said the main risk was not a shortage of gas but volatile prices.</p>
<blockquote><p>“Storage protects us against physical shortages, but it does not protect households from prices. A long cold spell in Europe and Asia at the same time would mean competing for the same LNG cargoes, and that would show up in bills.”</p></blockquote>
<h2>Households and bills</h2>
<p>Wholesale gas prices are currently well below their crisis peaks but still above the levels seen before 2021. Several governments, including the Greek government, are weighing whether targeted support for vulnerable households will be needed if prices rise after the new year. The European Commission is expected to present an update on its plan to phase out the remaining imports of Russian gas before the end of the year.</p>`,
    contentGr: `<p>Με τις υπόγειες αποθήκες φυσικού αερίου γεμάτες σε ποσοστό άνω του 90% μπαίνει η Ευρωπαϊκή Ένωση στη χειμερινή περίοδο, σύμφωνα με στοιχεία του κλάδου που δημοσιεύθηκαν αυτή την εβδομάδα. Το απόθεμα αυτό δίνει σε κυβερνήσεις και ενεργειακές εταιρείες ένα άνετο περιθώριο ασφαλείας ενόψει των πιο κρύων μηνών.</p>
<p>Το ποσοστό είναι σύμφωνο με τους ευρωπαϊκούς κανόνες αποθήκευσης, οι οποίοι θεσπίστηκαν μετά την ενεργειακή κρίση και αργότερα έγιναν πιο ευέλικτοι, ώστε οι χώρες να μπορούν να πιάσουν τους στόχους τους σε μεγαλύτερο χρονικό διάστημα. Κατά τους αξιωματούχους, η ευελιξία αυτή βοήθησε να αποφευχθούν εκρήξεις τιμών κατά το καλοκαιρινό γέμισμα των αποθηκών.</p>
<h2>Ένας διαφορετικός ενεργειακός χάρτης</h2>
<p>Ο εφοδιασμός της Ευρώπης σε φυσικό αέριο δεν θυμίζει σε τίποτα την εικόνα του πριν από πέντε χρόνια. Οι εισαγωγές μέσω αγωγών από τη Ρωσία έχουν περιοριστεί σε ένα μικρό κλάσμα του παλαιού επιπέδου και το κενό καλύφθηκε από άλλες πηγές:</p>
<ul>
<li>αυξημένες ποσότητες μέσω αγωγών από τη Νορβηγία·</li>
<li>υγροποιημένο φυσικό αέριο από τις ΗΠΑ, το Κατάρ και τη Δυτική Αφρική·</li>
<li>χαμηλότερη συνολική ζήτηση, χάρη στην εξοικονόμηση και στις ανανεώσιμες πηγές·</li>
<li>νέους σταθμούς επαναεριοποίησης, μεταξύ των οποίων πλωτές μονάδες στην Ελλάδα και τη Γερμανία.</li>
</ul>
<p>Η Ελλάδα έχει εξελιχθεί σε πύλη εισόδου για το LNG που κατευθύνεται βόρεια προς τα Βαλκάνια, με τους τερματικούς σταθμούς της Ρεβυθούσας και της Αλεξανδρούπολης να τροφοδοτούν τα γειτονικά δίκτυα. Ο ρόλος αυτός έχει αναβαθμίσει τη θέση της χώρας στον περιφερειακό ενεργειακό σχεδιασμό.</p>
<p>Οι αναλυτές, πάντως, προειδοποιούν ότι δεν υπάρχουν περιθώρια εφησυχασμού. Όπως εξηγεί η Μαρία Κωστάκη, αναλύτρια της αγοράς ενέργειας στην Αθήνα, ο βασικός κίνδυνος δεν είναι η έλλειψη αερίου αλλά η μεταβλητότητα των τιμών.</p>
<blockquote><p>«Οι αποθήκες μάς προστατεύουν από φυσικές ελλείψεις, όχι όμως τα νοικοκυριά από τις τιμές. Ένα παρατεταμένο κύμα ψύχους ταυτόχρονα σε Ευρώπη και Ασία θα σήμαινε ανταγωνισμό για τα ίδια φορτία LNG, και αυτό θα φανεί στους λογαριασμούς».</p></blockquote>
<h2>Νοικοκυριά και λογαριασμοί</h2>
<p>Οι τιμές χονδρικής κινούνται σήμερα πολύ χαμηλότερα από τα επίπεδα-ρεκόρ της κρίσης, αλλά εξακολουθούν να είναι υψηλότερες από ό,τι πριν από το 2021. Αρκετές κυβερνήσεις, μεταξύ αυτών και η ελληνική, εξετάζουν αν θα χρειαστούν στοχευμένα μέτρα στήριξης για τα ευάλωτα νοικοκυριά, εφόσον οι τιμές ανέβουν μετά την αλλαγή του χρόνου. Η Ευρωπαϊκή Επιτροπή αναμένεται να παρουσιάσει έως το τέλος του έτους επικαιροποίηση του σχεδίου της για τη σταδιακή κατάργηση των εναπομεινασών εισαγωγών ρωσικού αερίου.</p>`,
    tags: ['energeia', 'ee'],
  },

  // ──────────────────────────── WORLD: amerikes ────────────────────────────
  {
    category: 'amerikes',
    title: 'US election officials brace for deepfakes as early voting climbs before the midterms',
    titleGr: 'Σε επιφυλακή για deepfakes οι εφορευτικές αρχές των ΗΠΑ ενόψει των ενδιάμεσων εκλογών',
    subtitle:
      'Counties are rehearsing rapid responses to fake audio and video, worried less about queues than about voters being misled in the final days.',
    subtitleGr:
      'Οι κομητείες προετοιμάζουν ομάδες ταχείας αντίδρασης απέναντι σε ψεύτικους ήχους και βίντεο που θα μπορούσαν να παραπλανήσουν τους ψηφοφόρους.',
    excerpt:
      'Early and mail-in voting is running ahead of the last midterms in many US states, but officials say their main concern is fabricated content aimed at confusing voters about where, when and how to cast their ballots.',
    excerptGr:
      'Η πρόωρη και η επιστολική ψήφος κινούνται πάνω από τα επίπεδα των προηγούμενων ενδιάμεσων εκλογών, όμως οι αρμόδιοι ανησυχούν κυρίως για κατασκευασμένο περιεχόμενο που στοχεύει να μπερδέψει τους ψηφοφόρους.',
    content: `<p>Election officials across the United States say early and mail-in voting is running ahead of the last midterm elections in many states, and that their biggest worry this year is not long queues but fabricated audio and video designed to confuse voters in the final days of the campaign.</p>
<p>Several states have set up rapid-response teams that monitor social media for false claims about polling places, opening hours or voting rules. Some are working directly with platforms to flag manipulated content, while others have launched public information campaigns urging voters to check any surprising announcement with their county office.</p>
<h2>What officials are watching</h2>
<p>County clerks interviewed this week listed the scenarios they are preparing for:</p>
<ul>
<li>fake robocalls imitating officials and telling people their polling station has moved;</li>
<li>doctored videos claiming that ballots have been destroyed or miscounted;</li>
<li>phishing emails aimed at election staff;</li>
<li>cyberattacks on county websites that publish unofficial results.</li>
</ul>
<p>In most jurisdictions the voting machines themselves are not connected to the internet, and officials stress that paper records allow results to be audited. The concern, they say, is trust rather than tampering.</p>
<p>Rosa Delgado, the elections administrator of a large county in Arizona, said her office had rehearsed its response to a fake video several times.</p>
<blockquote><p>“A convincing fake can travel around the country in an hour. Our job is to be faster with the truth, and to make sure voters know exactly where to find it.”</p></blockquote>
<h2>Parties and platforms</h2>
<p>Both major parties have said they oppose the use of deceptive AI content, and a growing number of states require disclosure when political adverts use synthetic media. Enforcement, however, is uneven, and researchers note that much of the most misleading material comes from anonymous accounts rather than campaigns. Turnout analysts add that high early voting often reflects habits formed since the pandemic rather than greater enthusiasm, and caution against reading too much into the figures before the polls close.</p>`,
    contentGr: `<p>Η πρόωρη και η επιστολική ψήφος κινούνται σε πολλές πολιτείες των ΗΠΑ πάνω από τα επίπεδα των προηγούμενων ενδιάμεσων εκλογών, όμως οι εφορευτικές αρχές δηλώνουν ότι φέτος τις ανησυχούν λιγότερο οι ουρές και περισσότερο τα κατασκευασμένα ηχητικά και βίντεο που θα μπορούσαν να παραπλανήσουν τους ψηφοφόρους στις τελευταίες ημέρες της προεκλογικής περιόδου.</p>
<p>Αρκετές πολιτείες έχουν συγκροτήσει ομάδες ταχείας αντίδρασης που παρακολουθούν τα μέσα κοινωνικής δικτύωσης για ψευδείς πληροφορίες σχετικά με εκλογικά τμήματα, ωράρια ή κανόνες ψηφοφορίας. Ορισμένες συνεργάζονται απευθείας με τις πλατφόρμες για την επισήμανση παραποιημένου περιεχομένου, ενώ άλλες έχουν ξεκινήσει ενημερωτικές εκστρατείες που καλούν τους πολίτες να διασταυρώνουν κάθε αιφνιδιαστική ανακοίνωση με την υπηρεσία της κομητείας τους.</p>
<h2>Τα σενάρια που εξετάζονται</h2>
<p>Υπάλληλοι κομητειών με τους οποίους μιλήσαμε αυτή την εβδομάδα περιέγραψαν τα σενάρια για τα οποία προετοιμάζονται:</p>
<ul>
<li>ψεύτικες αυτοματοποιημένες κλήσεις που μιμούνται αξιωματούχους και ενημερώνουν ότι το εκλογικό τμήμα άλλαξε·</li>
<li>παραποιημένα βίντεο που ισχυρίζονται ότι ψηφοδέλτια καταστράφηκαν ή καταμετρήθηκαν λάθος·</li>
<li>μηνύματα ηλεκτρονικού «ψαρέματος» με στόχο το εκλογικό προσωπικό·</li>
<li>κυβερνοεπιθέσεις στις ιστοσελίδες των κομητειών που δημοσιεύουν τα ανεπίσημα αποτελέσματα.</li>
</ul>
<p>Στις περισσότερες περιοχές τα ίδια τα μηχανήματα ψηφοφορίας δεν συνδέονται στο διαδίκτυο, ενώ οι αρμόδιοι τονίζουν ότι τα έντυπα αρχεία επιτρέπουν τον έλεγχο των αποτελεσμάτων. Το ζητούμενο, λένε, είναι η εμπιστοσύνη και όχι η αλλοίωση της ψήφου.</p>
<p>Η Ρόζα Δελγάδο, υπεύθυνη εκλογών σε μεγάλη κομητεία της Αριζόνας, αναφέρει ότι η υπηρεσία της έχει κάνει αρκετές ασκήσεις για την αντιμετώπιση ενός ψεύτικου βίντεο.</p>
<blockquote><p>«Ένα πειστικό ψεύτικο βίντεο μπορεί να κάνει τον γύρο της χώρας μέσα σε μία ώρα. Η δουλειά μας είναι να είμαστε ταχύτεροι με την αλήθεια και να ξέρουν οι ψηφοφόροι πού ακριβώς θα τη βρουν».</p></blockquote>
<h2>Κόμματα και πλατφόρμες</h2>
<p>Και τα δύο μεγάλα κόμματα έχουν δηλώσει αντίθετα στη χρήση παραπλανητικού περιεχομένου τεχνητής νοημοσύνης, ενώ όλο και περισσότερες πολιτείες υποχρεώνουν τις πολιτικές διαφημίσεις να δηλώνουν τη χρήση συνθετικού υλικού. Η εφαρμογή των κανόνων, ωστόσο, είναι άνιση, και οι ερευνητές σημειώνουν ότι το πιο παραπλανητικό υλικό προέρχεται συνήθως από ανώνυμους λογαριασμούς και όχι από τα επιτελεία. Οι αναλυτές της συμμετοχής, τέλος, επισημαίνουν ότι η υψηλή πρόωρη ψήφος αντανακλά συχνά συνήθειες που διαμορφώθηκαν μετά την πανδημία και όχι απαραίτητα μεγαλύτερο ενθουσιασμό.</p>`,
    tags: ['kyvernoasfaleia', 'texniti_noimosyni'],
  },
  {
    category: 'amerikes',
    title: 'The Amazon runs dry',
    titleGr: 'Στεγνώνει ο Αμαζόνιος',
    subtitle:
      'Record-low river levels are cutting off communities and disrupting shipping across the Brazilian Amazon for the third time in four years.',
    subtitleGr:
      'Η στάθμη των ποταμών πέφτει σε ιστορικά χαμηλά, αποκόπτοντας κοινότητες και παραλύοντας τις μεταφορές στον βραζιλιάνικο Αμαζόνιο.',
    excerpt:
      'A severe drought has pushed rivers in the Amazon basin to record lows, leaving riverside communities without supplies and stranding cargo barges. Scientists link the crisis to warmer oceans and to deforestation.',
    excerptGr:
      'Σοβαρή ξηρασία έχει ρίξει τη στάθμη των ποταμών της λεκάνης του Αμαζονίου σε ιστορικά χαμηλά, αφήνοντας παραποτάμιες κοινότητες χωρίς εφόδια. Οι επιστήμονες τη συνδέουν με τους θερμότερους ωκεανούς και την αποψίλωση.',
    content: `<p>Rivers across the Amazon basin have fallen to their lowest levels on record, leaving hundreds of riverside communities cut off and forcing authorities in several Brazilian states to declare emergencies. At the port of Manaus, where the Rio Negro meets the Amazon, the water level dropped this week below the record set only two years ago.</p>
<p>For many communities, rivers are the only road. When water levels fall, boats carrying food, fuel, medicines and schoolchildren can no longer pass, and some villages can only be reached on foot across exposed sandbanks.</p>
<h2>Wide-ranging impact</h2>
<p>Officials and aid groups describe the effects of the drought on several fronts:</p>
<ul>
<li>drinking water shortages as streams dry up and the remaining water becomes contaminated;</li>
<li>school closures where pupils depend on river transport;</li>
<li>stranded barges carrying grain, fuel and goods for the free trade zone of Manaus;</li>
<li>mass deaths of fish and river dolphins in overheated lakes.</li>
</ul>
<p>The army and civil defence teams have started delivering water and food by helicopter and small boat. Local governments have also asked for federal funds to dredge key stretches of river.</p>
<p>Scientists say the drought reflects a combination of factors, including unusually warm waters in the tropical Atlantic and the lasting effects of deforestation, which reduces the moisture the forest recycles into the atmosphere. Dr Beatriz Andrade, a hydrologist at a research institute in Manaus, said dry years were becoming the norm.</p>
<blockquote><p>“We used to describe a drought like this as a once-in-a-century event. Now we are seeing it for the third time in four years. The forest and the people who live in it are being pushed to their limits.”</p></blockquote>
<h2>Global significance</h2>
<p>The Amazon stores vast amounts of carbon, and researchers warn that repeated droughts and fires could turn parts of the forest from a carbon sink into a source of emissions. The issue is expected to feature prominently in international climate discussions in the coming months.</p>`,
    contentGr: `<p>Στα χαμηλότερα επίπεδα που έχουν καταγραφεί ποτέ έχει πέσει η στάθμη των ποταμών στη λεκάνη του Αμαζονίου, με εκατοντάδες παραποτάμιες κοινότητες να έχουν αποκοπεί και τις αρχές σε αρκετές πολιτείες της Βραζιλίας να κηρύσσουν κατάσταση έκτακτης ανάγκης. Στο λιμάνι του Μανάους, εκεί όπου ο Ρίο Νέγκρο συναντά τον Αμαζόνιο, η στάθμη έπεσε αυτή την εβδομάδα κάτω από το ρεκόρ που είχε σημειωθεί μόλις πριν από δύο χρόνια.</p>
<p>Για πολλές κοινότητες το ποτάμι είναι ο μόνος δρόμος. Όταν η στάθμη υποχωρεί, τα σκάφη που μεταφέρουν τρόφιμα, καύσιμα, φάρμακα και μαθητές δεν μπορούν πλέον να περάσουν, ενώ σε ορισμένα χωριά η πρόσβαση γίνεται μόνο με τα πόδια, πάνω σε αμμουδιές που έχουν αναδυθεί.</p>
<h2>Επιπτώσεις σε κάθε επίπεδο</h2>
<p>Οι αρχές και οι ανθρωπιστικές οργανώσεις περιγράφουν τις συνέπειες της ξηρασίας σε πολλά μέτωπα:</p>
<ul>
<li>λειψυδρία, καθώς τα ρέματα στερεύουν και το νερό που απομένει μολύνεται·</li>
<li>κλειστά σχολεία σε περιοχές όπου οι μαθητές μετακινούνται με βάρκες·</li>
<li>καθηλωμένες φορτηγίδες με σιτηρά, καύσιμα και εμπορεύματα για την ελεύθερη ζώνη του Μανάους·</li>
<li>μαζικοί θάνατοι ψαριών και ποτάμιων δελφινιών σε λίμνες με υπερθερμασμένα νερά.</li>
</ul>
<p>Ο στρατός και η πολιτική προστασία έχουν αρχίσει να μεταφέρουν νερό και τρόφιμα με ελικόπτερα και μικρά σκάφη. Οι τοπικές κυβερνήσεις ζητούν επίσης ομοσπονδιακά κονδύλια για βυθοκορήσεις σε κρίσιμα σημεία της ποτάμιας διαδρομής.</p>
<p>Σύμφωνα με τους επιστήμονες, η ξηρασία οφείλεται σε συνδυασμό παραγόντων, μεταξύ των οποίων τα ασυνήθιστα θερμά νερά του τροπικού Ατλαντικού και οι μακροχρόνιες συνέπειες της αποψίλωσης, που μειώνει την υγρασία την οποία το δάσος επιστρέφει στην ατμόσφαιρα. Η Δρ Μπεατρίς Αντράντε, υδρολόγος σε ερευνητικό ινστιτούτο του Μανάους, σημειώνει ότι οι ξηρές χρονιές γίνονται πλέον ο κανόνας.</p>
<blockquote><p>«Κάποτε περιγράφαμε μια τέτοια ξηρασία ως φαινόμενο που συμβαίνει μία φορά τον αιώνα. Τώρα τη ζούμε για τρίτη φορά μέσα σε τέσσερα χρόνια. Το δάσος και οι άνθρωποι που ζουν σε αυτό φτάνουν στα όριά τους».</p></blockquote>
<h2>Ένα ζήτημα παγκόσμιας σημασίας</h2>
<p>Ο Αμαζόνιος αποθηκεύει τεράστιες ποσότητες άνθρακα και οι ερευνητές προειδοποιούν ότι οι επαναλαμβανόμενες ξηρασίες και πυρκαγιές ενδέχεται να μετατρέψουν τμήματα του δάσους από «καταβόθρα» άνθρακα σε πηγή εκπομπών. Το θέμα αναμένεται να βρεθεί ψηλά στην ατζέντα των διεθνών συζητήσεων για το κλίμα τους επόμενους μήνες.</p>`,
    tags: ['klima'],
  },
  {
    category: 'amerikes',
    title: 'South American ranchers and Greek feta makers weigh up the EU–Mercosur trade deal',
    titleGr: 'Κτηνοτρόφοι της Λατινικής Αμερικής και Έλληνες τυροκόμοι ζυγίζουν τη συμφωνία ΕΕ - Mercosur',
    subtitle:
      'Exporters on both sides of the Atlantic are preparing for lower tariffs, while European farmers keep up their opposition to the agreement.',
    subtitleGr:
      'Οι εξαγωγείς στις δύο πλευρές του Ατλαντικού προετοιμάζονται για χαμηλότερους δασμούς, ενώ οι Ευρωπαίοι αγρότες παραμένουν αντίθετοι.',
    excerpt:
      'As the trade agreement between the EU and the Mercosur bloc edges closer to taking effect, South American exporters eye new markets and Greek producers count on protection for feta, while farm groups warn of unfair competition.',
    excerptGr:
      'Καθώς η εμπορική συμφωνία ΕΕ - Mercosur πλησιάζει στην εφαρμογή της, οι εξαγωγείς της Νότιας Αμερικής βλέπουν νέες αγορές και οι Έλληνες παραγωγοί ποντάρουν στην προστασία της φέτας, με τους αγρότες να μιλούν για αθέμιτο ανταγωνισμό.',
    content: `<p>Farmers and exporters on both sides of the Atlantic are preparing for the trade agreement between the European Union and the Mercosur bloc of Argentina, Brazil, Paraguay and Uruguay, which is edging closer to taking effect after more than two decades of negotiation.</p>
<p>The deal would remove tariffs on most goods traded between the two regions, creating one of the largest free trade areas in the world. In South America, the focus is on farm exports; in Europe, on cars, machinery, chemicals and food products with a protected origin.</p>
<h2>Winners and worries</h2>
<p>In Buenos Aires and São Paulo, business groups expect higher sales of beef, poultry, sugar and ethanol to Europe, although these will be limited by quotas. European farmers' organisations remain opposed, arguing that South American producers do not have to meet the same environmental and animal welfare standards.</p>
<p>For Greece, the picture is mixed. The agreement protects several hundred European geographical indications in Mercosur markets, including feta. The key points for Greek producers include:</p>
<ul>
<li>protection of the feta name, with transition periods for some existing local producers;</li>
<li>lower tariffs on olive oil, wine and canned peaches;</li>
<li>safeguard clauses if imports cause serious harm to European farmers;</li>
<li>stronger checks on food safety standards for imported meat.</li>
</ul>
<p>Ioanna Mavridou, who runs a family dairy in Epirus that exports to Latin America, said protection of the name mattered more to her than tariffs.</p>
<blockquote><p>“In Brazil you can find white cheese sold as feta that has never seen a Greek sheep. If the name is protected, our product can finally compete on what it really is.”</p></blockquote>
<h2>Political hurdles</h2>
<p>The agreement still faces opposition in several national parliaments and in the European Parliament, and environmental groups have raised concerns about deforestation linked to cattle farming. Supporters argue that the deal includes commitments under the Paris climate agreement and that closer ties with South America have become more important amid wider trade tensions.</p>`,
    contentGr: `<p>Αγρότες και εξαγωγείς και στις δύο πλευρές του Ατλαντικού προετοιμάζονται για την εμπορική συμφωνία της Ευρωπαϊκής Ένωσης με τη Mercosur, το μπλοκ της Αργεντινής, της Βραζιλίας, της Παραγουάης και της Ουρουγουάης, η οποία πλησιάζει στην εφαρμογή της ύστερα από περισσότερες από δύο δεκαετίες διαπραγματεύσεων.</p>
<p>Η συμφωνία καταργεί τους δασμούς στα περισσότερα προϊόντα που διακινούνται μεταξύ των δύο περιοχών, δημιουργώντας μία από τις μεγαλύτερες ζώνες ελεύθερου εμπορίου στον κόσμο. Στη Νότια Αμερική το ενδιαφέρον εστιάζεται στις αγροτικές εξαγωγές· στην Ευρώπη, στα αυτοκίνητα, στα μηχανήματα, στα χημικά και στα τρόφιμα προστατευόμενης προέλευσης.</p>
<h2>Κερδισμένοι και ανησυχίες</h2>
<p>Στο Μπουένος Άιρες και στο Σάο Πάολο οι επιχειρηματικοί φορείς προσβλέπουν σε αυξημένες πωλήσεις βοδινού, πουλερικών, ζάχαρης και αιθανόλης στην Ευρώπη, αν και αυτές θα περιορίζονται από ποσοστώσεις. Οι ευρωπαϊκές αγροτικές οργανώσεις παραμένουν αντίθετες, υποστηρίζοντας ότι οι παραγωγοί της Νότιας Αμερικής δεν υποχρεούνται να τηρούν τα ίδια περιβαλλοντικά πρότυπα και πρότυπα καλής μεταχείρισης των ζώων.</p>
<p>Για την Ελλάδα η εικόνα είναι μικτή. Η συμφωνία προστατεύει στις αγορές της Mercosur εκατοντάδες ευρωπαϊκές γεωγραφικές ενδείξεις, ανάμεσά τους και τη φέτα. Τα βασικά σημεία για τους Έλληνες παραγωγούς είναι:</p>
<ul>
<li>η προστασία της ονομασίας «φέτα», με μεταβατικές περιόδους για ορισμένους υφιστάμενους τοπικούς παραγωγούς·</li>
<li>η μείωση των δασμών για το ελαιόλαδο, το κρασί και τα κονσερβοποιημένα ροδάκινα·</li>
<li>ρήτρες διασφάλισης, σε περίπτωση που οι εισαγωγές βλάψουν σοβαρά τους Ευρωπαίους αγρότες·</li>
<li>αυστηρότεροι έλεγχοι ασφάλειας τροφίμων για το εισαγόμενο κρέας.</li>
</ul>
<p>Η Ιωάννα Μαυρίδου, που διευθύνει οικογενειακό τυροκομείο στην Ήπειρο με εξαγωγές στη Λατινική Αμερική, λέει ότι για εκείνη η προστασία της ονομασίας μετράει περισσότερο από τους δασμούς.</p>
<blockquote><p>«Στη Βραζιλία βρίσκεις λευκό τυρί που πουλιέται ως φέτα χωρίς να έχει δει ποτέ ελληνικό πρόβατο. Αν προστατευτεί η ονομασία, το προϊόν μας θα μπορέσει επιτέλους να ανταγωνιστεί με βάση αυτό που πραγματικά είναι».</p></blockquote>
<h2>Πολιτικά εμπόδια</h2>
<p>Η συμφωνία εξακολουθεί να συναντά αντιδράσεις σε αρκετά εθνικά κοινοβούλια και στο Ευρωπαϊκό Κοινοβούλιο, ενώ οι περιβαλλοντικές οργανώσεις εκφράζουν ανησυχίες για την αποψίλωση που συνδέεται με την κτηνοτροφία. Οι υποστηρικτές της απαντούν ότι περιλαμβάνει δεσμεύσεις στο πλαίσιο της Συμφωνίας του Παρισιού για το κλίμα και ότι η σύσφιξη των σχέσεων με τη Νότια Αμερική έχει αποκτήσει μεγαλύτερη σημασία εν μέσω ευρύτερων εμπορικών εντάσεων.</p>`,
    tags: ['ee'],
  },

  // ─────────────────────────── SOCIETY: koinonia ───────────────────────────
  {
    category: 'koinonia',
    title: 'Athens puts 250 new electric buses on the road as commuters call for more frequent routes',
    titleGr: 'Στους δρόμους της Αθήνας 250 νέα ηλεκτρικά λεωφορεία, με τους επιβάτες να ζητούν πυκνότερα δρομολόγια',
    subtitle:
      'The largest renewal of the bus fleet in more than a decade brings air-conditioned, step-free vehicles to the western and northern suburbs.',
    subtitleGr:
      'Η μεγαλύτερη ανανέωση του στόλου εδώ και πάνω από μια δεκαετία φέρνει κλιματιζόμενα οχήματα χαμηλού δαπέδου στα δυτικά και βόρεια προάστια.',
    excerpt:
      'New electric buses are replacing some of the oldest diesel vehicles in the Athens fleet, promising fewer breakdowns and cleaner air. Passengers welcome them but say long waits at bus stops remain the real problem.',
    excerptGr:
      'Τα νέα ηλεκτρικά λεωφορεία αντικαθιστούν μερικά από τα παλαιότερα πετρελαιοκίνητα οχήματα του αθηναϊκού στόλου. Οι επιβάτες τα υποδέχονται θετικά, επισημαίνουν όμως ότι το πραγματικό πρόβλημα παραμένει η αναμονή στη στάση.',
    content: `<p>Athens is putting 250 new electric buses into service this autumn, the largest single renewal of the city bus fleet in more than a decade. The first vehicles began carrying passengers on Monday on routes serving the western and northern suburbs, and the rest are due to join the fleet over the coming months.</p>
<p>Transport officials say the new buses will replace some of the oldest diesel vehicles, many of which are more than twenty years old and frequently break down in the summer heat. The buses are air-conditioned, low-floor and fitted with real-time location systems.</p>
<h2>What changes for passengers</h2>
<p>The operator says passengers on the first routes should notice several improvements:</p>
<ul>
<li>fewer cancelled journeys caused by breakdowns;</li>
<li>quieter rides and cleaner air along busy streets;</li>
<li>step-free access for wheelchairs and prams;</li>
<li>more accurate arrival times on the mobile app and at stop displays.</li>
</ul>
<p>Charging depots have been built in two garages, and a third is under construction. Officials say the electric fleet will cut fuel and maintenance costs over time, although each bus costs considerably more up front than a diesel model.</p>
<p>Commuter groups welcomed the investment but said the real problem remained frequency. On many routes passengers wait twenty minutes or more at peak times, and traffic congestion means buses rarely keep to their timetables. Eleni Georgiou, a nurse who travels from Peristeri to the city centre every day, said she had noticed the difference, but only up to a point.</p>
<blockquote><p>“The new bus is lovely, it is cool and quiet. But I still stand at the stop for twenty-five minutes in the morning. A nice bus that rarely comes does not get me to work on time.”</p></blockquote>
<h2>Bus lanes and drivers</h2>
<p>Transport planners argue that new buses must go hand in hand with more bus lanes and stricter enforcement against illegal parking. The operator is also recruiting hundreds of drivers, a shortage that has limited services in recent years.</p>`,
    contentGr: `<p>Διακόσια πενήντα νέα ηλεκτρικά λεωφορεία βγαίνουν φέτος το φθινόπωρο στους δρόμους της Αθήνας, στη μεγαλύτερη ανανέωση του στόλου της πρωτεύουσας εδώ και πάνω από μια δεκαετία. Τα πρώτα οχήματα άρχισαν να μεταφέρουν επιβάτες τη Δευτέρα σε γραμμές που εξυπηρετούν τα δυτικά και τα βόρεια προάστια, ενώ τα υπόλοιπα θα ενταχθούν σταδιακά τους επόμενους μήνες.</p>
<p>Σύμφωνα με τους αρμόδιους, τα νέα λεωφορεία θα αντικαταστήσουν μερικά από τα παλαιότερα πετρελαιοκίνητα, πολλά από τα οποία έχουν ξεπεράσει τα είκοσι χρόνια και παθαίνουν συχνά βλάβες στη ζέστη του καλοκαιριού. Τα νέα οχήματα είναι κλιματιζόμενα, χαμηλού δαπέδου και διαθέτουν σύστημα εντοπισμού θέσης σε πραγματικό χρόνο.</p>
<h2>Τι αλλάζει για τους επιβάτες</h2>
<p>Ο φορέας λειτουργίας εκτιμά ότι οι επιβάτες των πρώτων γραμμών θα δουν σειρά βελτιώσεων:</p>
<ul>
<li>λιγότερα χαμένα δρομολόγια λόγω βλαβών·</li>
<li>πιο αθόρυβη διαδρομή και καθαρότερο αέρα στους πολυσύχναστους δρόμους·</li>
<li>πρόσβαση χωρίς σκαλοπάτια για αναπηρικά αμαξίδια και καρότσια·</li>
<li>ακριβέστερους χρόνους άφιξης στην εφαρμογή και στις οθόνες των στάσεων.</li>
</ul>
<p>Σταθμοί φόρτισης έχουν ήδη κατασκευαστεί σε δύο αμαξοστάσια και ένας τρίτος είναι υπό κατασκευή. Κατά τους αρμόδιους, ο ηλεκτρικός στόλος θα μειώσει με τον καιρό το κόστος καυσίμων και συντήρησης, παρότι κάθε λεωφορείο κοστίζει αρχικά σημαντικά περισσότερο από ένα πετρελαιοκίνητο.</p>
<p>Οι σύλλογοι επιβατών χαιρετίζουν την επένδυση, τονίζουν όμως ότι το βασικό πρόβλημα παραμένει η συχνότητα. Σε πολλές γραμμές η αναμονή ξεπερνά τα είκοσι λεπτά τις ώρες αιχμής, ενώ η κίνηση κάνει την τήρηση των δρομολογίων σπάνια εξαίρεση. Η Ελένη Γεωργίου, νοσηλεύτρια που μετακινείται καθημερινά από το Περιστέρι στο κέντρο, λέει ότι είδε τη διαφορά, αλλά μέχρι ενός σημείου.</p>
<blockquote><p>«Το καινούργιο λεωφορείο είναι ωραίο, δροσερό και αθόρυβο. Εγώ όμως εξακολουθώ να περιμένω είκοσι πέντε λεπτά στη στάση το πρωί. Ένα ωραίο λεωφορείο που έρχεται σπάνια δεν με πάει στη δουλειά στην ώρα μου».</p></blockquote>
<h2>Λεωφορειολωρίδες και οδηγοί</h2>
<p>Οι συγκοινωνιολόγοι επιμένουν ότι τα νέα οχήματα πρέπει να συνοδευτούν από περισσότερες λεωφορειολωρίδες και αυστηρότερους ελέγχους για την παράνομη στάθμευση. Παράλληλα, ο φορέας προσλαμβάνει εκατοντάδες οδηγούς, καθώς η έλλειψή τους έχει περιορίσει τα δρομολόγια τα τελευταία χρόνια.</p>`,
    tags: ['athina', 'metafores'],
  },
  {
    category: 'koinonia',
    title: 'Students in Thessaloniki struggle to find rooms as rents climb again',
    titleGr: 'Φοιτητές στη Θεσσαλονίκη ψάχνουν απεγνωσμένα σπίτι καθώς τα ενοίκια ανεβαίνουν ξανά',
    subtitle:
      'Weeks into the academic year, many students are still sleeping on sofas or commuting long distances while they look for an affordable place to live.',
    subtitleGr:
      'Εβδομάδες μετά την έναρξη της ακαδημαϊκής χρονιάς, πολλοί φοιτητές κοιμούνται ακόμη σε καναπέδες συγγενών ή κάνουν καθημερινά μεγάλες διαδρομές.',
    excerpt:
      'Rents for small flats near the university campuses in Thessaloniki have risen by around 40 per cent in four years, and public residences house only a fraction of students. Families describe hard compromises to keep their children in education.',
    excerptGr:
      'Τα ενοίκια για μικρά διαμερίσματα κοντά στις πανεπιστημιουπόλεις της Θεσσαλονίκης έχουν αυξηθεί περίπου 40% σε τέσσερα χρόνια, ενώ οι φοιτητικές εστίες καλύπτουν ελάχιστους. Οι οικογένειες περιγράφουν δύσκολους συμβιβασμούς.',
    content: `<p>Thousands of students starting or returning to university in Thessaloniki are still searching for somewhere to live weeks into the academic year, as rents in the city continue to rise and the supply of affordable flats shrinks.</p>
<p>Estate agents report that the average rent for a small one-bedroom flat near the university campuses has risen by around 40 per cent in four years. Many landlords have turned to short-term tourist lets, while new construction has focused on larger, more expensive homes.</p>
<h2>Too few beds in halls</h2>
<p>Public student residences can house only a small fraction of the tens of thousands of students enrolled at the universities of the city. Demand for places far exceeds supply, and priority goes to students from low-income families. Students and their parents describe a range of compromises:</p>
<ul>
<li>sharing flats with three or four others;</li>
<li>commuting daily from towns up to an hour away;</li>
<li>staying in hotel rooms for the first weeks of term;</li>
<li>taking part-time jobs that cut into study time.</li>
</ul>
<p>The state housing allowance for students has been increased, but student unions say it covers only a small part of the real cost. Some families report spending more than half of a monthly salary on a single room.</p>
<p>Giorgos Antoniadis, a first-year engineering student from Kozani, spent his first three weeks in the city sleeping on a cousin's sofa.</p>
<blockquote><p>“I viewed twelve flats in a week. By the time I called, most had already gone, and the rest wanted several months' rent up front. I came here to study, not to become an expert in the property market.”</p></blockquote>
<h2>Plans for new residences</h2>
<p>The universities and the regional authorities say new student residences are planned through public-private partnerships, but the first are not expected to open for several years. In the meantime, the municipality has called on owners of empty homes to rent them to students, offering incentives such as reduced local fees.</p>`,
    contentGr: `<p>Χιλιάδες φοιτητές που ξεκινούν ή επιστρέφουν στα πανεπιστήμια της Θεσσαλονίκης εξακολουθούν να ψάχνουν σπίτι, εβδομάδες μετά την έναρξη της ακαδημαϊκής χρονιάς, καθώς τα ενοίκια στην πόλη συνεχίζουν να ανεβαίνουν και τα προσιτά διαμερίσματα λιγοστεύουν.</p>
<p>Σύμφωνα με μεσίτες, το μέσο ενοίκιο για ένα μικρό δυάρι κοντά στις πανεπιστημιουπόλεις έχει αυξηθεί περίπου κατά 40% μέσα σε τέσσερα χρόνια. Πολλοί ιδιοκτήτες έχουν στραφεί στη βραχυχρόνια μίσθωση σε τουρίστες, ενώ η νέα οικοδομή επικεντρώνεται σε μεγαλύτερα και ακριβότερα ακίνητα.</p>
<h2>Ελάχιστες θέσεις στις εστίες</h2>
<p>Οι δημόσιες φοιτητικές εστίες μπορούν να φιλοξενήσουν μόνο ένα μικρό ποσοστό από τις δεκάδες χιλιάδες φοιτητές των πανεπιστημίων της πόλης. Η ζήτηση ξεπερνά κατά πολύ τις διαθέσιμες θέσεις, με προτεραιότητα για φοιτητές από οικογένειες χαμηλού εισοδήματος. Φοιτητές και γονείς περιγράφουν μια σειρά από συμβιβασμούς:</p>
<ul>
<li>συγκατοίκηση με τρία ή τέσσερα ακόμη άτομα·</li>
<li>καθημερινή μετακίνηση από κωμοπόλεις που απέχουν έως και μία ώρα·</li>
<li>διαμονή σε ξενοδοχεία τις πρώτες εβδομάδες του εξαμήνου·</li>
<li>εργασία με μερική απασχόληση σε βάρος του διαβάσματος.</li>
</ul>
<p>Το στεγαστικό επίδομα για τους φοιτητές έχει αυξηθεί, όμως οι φοιτητικοί σύλλογοι υποστηρίζουν ότι καλύπτει μόνο ένα μικρό μέρος του πραγματικού κόστους. Ορισμένες οικογένειες αναφέρουν ότι δαπανούν πάνω από το μισό ενός μηνιαίου μισθού για ένα μόνο δωμάτιο.</p>
<p>Ο Γιώργος Αντωνιάδης, πρωτοετής φοιτητής Πολυτεχνείου από την Κοζάνη, πέρασε τις τρεις πρώτες εβδομάδες του στην πόλη κοιμώμενος στον καναπέ ενός ξαδέρφου του.</p>
<blockquote><p>«Είδα δώδεκα διαμερίσματα σε μία εβδομάδα. Μέχρι να τηλεφωνήσω, τα περισσότερα είχαν ήδη νοικιαστεί και για τα υπόλοιπα ζητούσαν αρκετά ενοίκια προκαταβολή. Ήρθα εδώ για να σπουδάσω, όχι για να γίνω ειδικός στην κτηματαγορά».</p></blockquote>
<h2>Σχέδια για νέες εστίες</h2>
<p>Τα πανεπιστήμια και η περιφέρεια αναφέρουν ότι σχεδιάζονται νέες φοιτητικές εστίες μέσω συμπράξεων δημόσιου και ιδιωτικού τομέα, όμως οι πρώτες δεν αναμένεται να λειτουργήσουν πριν περάσουν αρκετά χρόνια. Στο μεταξύ, ο δήμος καλεί τους ιδιοκτήτες κενών κατοικιών να τις νοικιάσουν σε φοιτητές, προσφέροντας κίνητρα όπως μειωμένα δημοτικά τέλη.</p>`,
    tags: ['stegasi', 'thessaloniki', 'ekpaideusi'],
  },
  {
    category: 'koinonia',
    title: 'Delivery riders push for heat and storm protections after a difficult year',
    titleGr: 'Οι διανομείς ζητούν προστασία από τον καύσωνα και τις καταιγίδες μετά από μια δύσκολη χρονιά',
    subtitle:
      'Platform workers say existing rules on extreme weather are rarely applied to them, because stopping work means losing income.',
    subtitleGr:
      'Οι εργαζόμενοι στις πλατφόρμες υποστηρίζουν ότι τα μέτρα για τα ακραία καιρικά φαινόμενα σπάνια τους αφορούν, αφού όποιος σταματά χάνει μεροκάματο.',
    excerpt:
      'After a summer of record heat and a series of autumn storms, food delivery riders in Greek cities are demanding paid suspensions during weather warnings, rest areas and better insurance, as new EU rules on platform work take effect.',
    excerptGr:
      'Μετά από ένα καλοκαίρι με ρεκόρ θερμοκρασιών και μια σειρά φθινοπωρινών καταιγίδων, οι διανομείς φαγητού διεκδικούν αμειβόμενη παύση εργασίας κατά τις προειδοποιήσεις, χώρους ανάπαυσης και καλύτερη ασφάλιση.',
    content: `<p>Food delivery riders in Athens and other Greek cities are campaigning for new protections against extreme weather, after a summer of record heat and a series of autumn storms that left many working in dangerous conditions.</p>
<p>Riders' associations say that although the rules already allow outdoor work to be suspended during official heat warnings, they are rarely applied to platform workers, many of whom are paid per delivery and lose income if they stop.</p>
<h2>What riders are asking for</h2>
<p>At a meeting with labour inspectors this week, representatives presented a list of demands:</p>
<ol>
<li>automatic suspension of deliveries, with compensation, during heat and storm warnings;</li>
<li>rest areas with water and shade in busy districts;</li>
<li>insurance that covers accidents on wet or flooded roads;</li>
<li>transparency about how algorithms assign orders and set pay.</li>
</ol>
<p>The platforms say they already pause services in the most extreme conditions and offer bonuses to riders who work in bad weather. Critics argue that such bonuses encourage people to take risks.</p>
<p>The debate comes as the EU directive on platform work is being written into national law, which is expected to clarify when riders should be treated as employees rather than self-employed contractors. Kostas Ioannidis, who has delivered food on a motorbike in central Athens for six years, said the summer had changed the minds of many riders.</p>
<blockquote><p>“In July I was working at 42 degrees with a helmet on and a heavy bag on my back. I saw a colleague faint at a traffic light. No meal is worth that, but if you stop, you earn nothing.”</p></blockquote>
<h2>The view of employers</h2>
<p>Business groups say that flexible work suits many riders, including students and people with second jobs, and warn that stricter rules could push up prices for consumers. Labour lawyers note, however, that courts in several European countries have already ruled that platform workers are entitled to basic protections.</p>`,
    contentGr: `<p>Για νέα μέτρα προστασίας απέναντι στα ακραία καιρικά φαινόμενα κινητοποιούνται οι διανομείς φαγητού στην Αθήνα και σε άλλες ελληνικές πόλεις, ύστερα από ένα καλοκαίρι με θερμοκρασίες-ρεκόρ και μια σειρά φθινοπωρινών καταιγίδων που ανάγκασαν πολλούς να δουλεύουν σε επικίνδυνες συνθήκες.</p>
<p>Τα σωματεία των διανομέων επισημαίνουν ότι, παρότι οι κανόνες προβλέπουν ήδη παύση της υπαίθριας εργασίας όταν εκδίδονται επίσημες προειδοποιήσεις για καύσωνα, σπάνια εφαρμόζονται στους εργαζόμενους των πλατφορμών, πολλοί από τους οποίους πληρώνονται με την παράδοση και χάνουν εισόδημα αν σταματήσουν.</p>
<h2>Τι διεκδικούν οι διανομείς</h2>
<p>Σε συνάντηση με την Επιθεώρηση Εργασίας αυτή την εβδομάδα, εκπρόσωποί τους κατέθεσαν μια σειρά αιτημάτων:</p>
<ol>
<li>αυτόματη αναστολή των διανομών, με αποζημίωση, όσο ισχύουν προειδοποιήσεις για καύσωνα ή καταιγίδες·</li>
<li>χώρους ανάπαυσης με νερό και σκιά στις πολυσύχναστες περιοχές·</li>
<li>ασφάλιση που να καλύπτει ατυχήματα σε βρεγμένους ή πλημμυρισμένους δρόμους·</li>
<li>διαφάνεια για τον τρόπο με τον οποίο οι αλγόριθμοι μοιράζουν τις παραγγελίες και ορίζουν την αμοιβή.</li>
</ol>
<p>Οι πλατφόρμες απαντούν ότι ήδη διακόπτουν τη λειτουργία τους στις πιο ακραίες συνθήκες και ότι δίνουν μπόνους σε όσους δουλεύουν με κακοκαιρία. Οι επικριτές αντιτείνουν ότι τα μπόνους αυτά ενθαρρύνουν την ανάληψη κινδύνων.</p>
<p>Η συζήτηση ανοίγει τη στιγμή που η ευρωπαϊκή οδηγία για την εργασία μέσω πλατφορμών ενσωματώνεται στο εθνικό δίκαιο, κάτι που αναμένεται να ξεκαθαρίσει πότε οι διανομείς θεωρούνται μισθωτοί και πότε αυτοαπασχολούμενοι. Ο Κώστας Ιωαννίδης, που κάνει διανομές με μηχανάκι στο κέντρο της Αθήνας εδώ και έξι χρόνια, λέει ότι το καλοκαίρι άλλαξε τη γνώμη πολλών συναδέλφων του.</p>
<blockquote><p>«Τον Ιούλιο δούλευα στους 42 βαθμούς με κράνος και ένα βαρύ κουτί στην πλάτη. Είδα συνάδελφο να λιποθυμά σε φανάρι. Κανένα φαγητό δεν αξίζει κάτι τέτοιο, αλλά αν σταματήσεις, δεν βγάζεις τίποτα».</p></blockquote>
<h2>Η άποψη των εργοδοτών</h2>
<p>Οι επιχειρηματικοί φορείς υποστηρίζουν ότι η ευέλικτη εργασία ταιριάζει σε πολλούς διανομείς, όπως φοιτητές ή όσους έχουν και δεύτερη δουλειά, και προειδοποιούν ότι αυστηρότεροι κανόνες θα μπορούσαν να ανεβάσουν τις τιμές για τους καταναλωτές. Εργατολόγοι επισημαίνουν, πάντως, ότι δικαστήρια σε αρκετές ευρωπαϊκές χώρες έχουν ήδη κρίνει ότι οι εργαζόμενοι των πλατφορμών δικαιούνται βασικές προστασίες.</p>`,
    tags: ['ergasia', 'athina', 'klima'],
  },

  // ─────────────────────────── SOCIETY: paideia ────────────────────────────
  {
    category: 'paideia',
    title: 'Education ministry opens consultation on overhaul of university entrance exams',
    titleGr: 'Σε διαβούλευση οι αλλαγές στο σύστημα εισαγωγής στα πανεπιστήμια',
    subtitle:
      'The proposals would count grades from the last two years of school alongside a slimmed-down set of national exams.',
    subtitleGr:
      'Οι προτάσεις προβλέπουν να μετρούν οι βαθμοί των δύο τελευταίων τάξεων του λυκείου, μαζί με λιγότερα εξεταζόμενα μαθήματα στις Πανελλαδικές.',
    excerpt:
      'The Ministry of Education wants school grades to count towards university entry and fewer subjects to be examined nationally. Supporters say it would curb private tutoring; critics worry about fairness between schools.',
    excerptGr:
      'Το υπουργείο Παιδείας θέλει οι βαθμοί του σχολείου να μετρούν για την εισαγωγή στα ΑΕΙ και να μειωθούν τα εξεταζόμενα μαθήματα. Οι υποστηρικτές μιλούν για λιγότερα φροντιστήρια, οι επικριτές ανησυχούν για τη δικαιοσύνη.',
    content: `<p>The Ministry of Education has opened a public consultation on changes to the way students enter Greek universities, proposing to give more weight to school grades and to ease the pressure of the national exams taken at the end of upper secondary school.</p>
<p>Under the current system, the Panhellenic exams, sat by around 100,000 candidates each summer, decide almost entirely which degree course a student can study. Critics have long argued that this encourages rote learning and pushes families to spend heavily on private tutoring schools, known as frontistiria.</p>
<h2>The main proposals</h2>
<p>The consultation document sets out several changes that would apply to future school cohorts rather than to current final-year pupils:</p>
<ol>
<li>grades from the second and third years of lyceum would count towards the entry score;</li>
<li>the number of exam subjects would be reduced to four;</li>
<li>part of the assessment would draw on a common national bank of test questions;</li>
<li>universities could set additional requirements for a limited number of demanding courses.</li>
</ol>
<p>The ministry says the aim is to make the final years of school more meaningful and to reduce inequality, since families with higher incomes can afford more private tuition. Teachers' unions have responded cautiously, warning that counting school grades could expose teachers to pressure from parents and widen differences between schools.</p>
<p>Dr Anna Kyriakopoulou, an education researcher at the University of Patras, said the success of the reform would depend on how school grades were moderated.</p>
<blockquote><p>“Almost every country that has moved away from a single high-stakes exam has faced the same problem: how to make a grade in one school comparable with a grade in another. Without a credible answer to that, trust in the system will not survive.”</p></blockquote>
<h2>Next steps</h2>
<p>The consultation will remain open for several weeks, and the ministry says it will meet teachers, parents and student groups before drafting legislation. Any changes would have to be announced well in advance, so that pupils entering lyceum know the rules from the start.</p>`,
    contentGr: `<p>Σε δημόσια διαβούλευση έθεσε το υπουργείο Παιδείας τις αλλαγές στον τρόπο εισαγωγής στα ελληνικά πανεπιστήμια, προτείνοντας να αποκτήσουν μεγαλύτερο βάρος οι σχολικοί βαθμοί και να αποσυμπιεστούν οι εθνικές εξετάσεις στο τέλος του λυκείου.</p>
<p>Με το ισχύον σύστημα, οι Πανελλαδικές, στις οποίες συμμετέχουν κάθε καλοκαίρι περίπου 100.000 υποψήφιοι, κρίνουν σχεδόν αποκλειστικά σε ποια σχολή θα σπουδάσει κάθε μαθητής. Οι επικριτές του υποστηρίζουν εδώ και χρόνια ότι ευνοεί την αποστήθιση και σπρώχνει τις οικογένειες σε μεγάλες δαπάνες για φροντιστήρια.</p>
<h2>Οι βασικές προτάσεις</h2>
<p>Το κείμενο της διαβούλευσης περιγράφει μια σειρά αλλαγών, οι οποίες θα αφορούν τις επόμενες γενιές μαθητών και όχι όσους φοιτούν σήμερα στην τελευταία τάξη:</p>
<ol>
<li>οι βαθμοί της Β΄ και της Γ΄ Λυκείου θα συνυπολογίζονται στα μόρια εισαγωγής·</li>
<li>τα εξεταζόμενα μαθήματα θα περιοριστούν σε τέσσερα·</li>
<li>μέρος της αξιολόγησης θα βασίζεται σε κοινή εθνική τράπεζα θεμάτων·</li>
<li>τα ιδρύματα θα μπορούν να θέτουν πρόσθετες προϋποθέσεις για περιορισμένο αριθμό απαιτητικών σχολών.</li>
</ol>
<p>Κατά το υπουργείο, στόχος είναι να αποκτήσουν ουσιαστικό νόημα οι τελευταίες τάξεις του σχολείου και να περιοριστούν οι ανισότητες, αφού οι οικογένειες με υψηλότερα εισοδήματα μπορούν να πληρώσουν περισσότερη φροντιστηριακή στήριξη. Οι εκπαιδευτικές ομοσπονδίες αντέδρασαν με επιφύλαξη, προειδοποιώντας ότι ο συνυπολογισμός των σχολικών βαθμών μπορεί να εκθέσει τους καθηγητές σε πιέσεις από τους γονείς και να διευρύνει τις διαφορές μεταξύ σχολείων.</p>
<p>Η Δρ Άννα Κυριακοπούλου, ερευνήτρια στον χώρο της εκπαίδευσης στο Πανεπιστήμιο Πατρών, εκτιμά ότι η επιτυχία της μεταρρύθμισης θα εξαρτηθεί από το πώς θα διασφαλιστεί η συγκρισιμότητα των βαθμών.</p>
<blockquote><p>«Σχεδόν κάθε χώρα που απομακρύνθηκε από μια μοναδική εξέταση υψηλού διακυβεύματος βρέθηκε μπροστά στο ίδιο πρόβλημα: πώς ένας βαθμός σε ένα σχολείο θα είναι συγκρίσιμος με έναν βαθμό σε κάποιο άλλο. Χωρίς πειστική απάντηση σε αυτό, η εμπιστοσύνη στο σύστημα δεν θα αντέξει».</p></blockquote>
<h2>Τα επόμενα βήματα</h2>
<p>Η διαβούλευση θα διαρκέσει αρκετές εβδομάδες, ενώ το υπουργείο αναφέρει ότι θα συναντηθεί με εκπαιδευτικούς, γονείς και φοιτητικούς φορείς πριν καταρτίσει το νομοσχέδιο. Οποιαδήποτε αλλαγή θα πρέπει να ανακοινωθεί έγκαιρα, ώστε οι μαθητές που μπαίνουν στο λύκειο να γνωρίζουν τους κανόνες από την αρχή.</p>`,
    tags: ['ekpaideusi'],
  },
  {
    category: 'paideia',
    title: 'Island schools still short of teachers weeks into the new term',
    titleGr: 'Χωρίς καθηγητές ακόμη σχολεία στα νησιά, εβδομάδες μετά τον αγιασμό',
    subtitle:
      'High rents and short contracts leave posts unfilled in the Cyclades, the Dodecanese and the North Aegean, with core subjects going untaught.',
    subtitleGr:
      'Τα υψηλά ενοίκια και οι βραχυχρόνιες συμβάσεις αφήνουν κενά σε Κυκλάδες, Δωδεκάνησα και Βόρειο Αιγαίο, ακόμη και σε βασικά μαθήματα.',
    excerpt:
      'Dozens of island schools are still waiting for teachers in subjects such as mathematics and physics. Parents say the problem returns every autumn, while the ministry promises a new round of substitute appointments.',
    excerptGr:
      'Δεκάδες σχολεία στα νησιά περιμένουν ακόμη εκπαιδευτικούς σε μαθήματα όπως τα Μαθηματικά και η Φυσική. Οι γονείς λένε ότι το πρόβλημα επαναλαμβάνεται κάθε φθινόπωρο, ενώ το υπουργείο υπόσχεται νέες προσλήψεις αναπληρωτών.',
    content: `<p>Weeks after the start of the school year, dozens of schools on Greek islands are still waiting for teachers to fill vacant posts, leaving some pupils without lessons in core subjects such as mathematics, physics and English.</p>
<p>Parents' associations in the Cyclades, the Dodecanese and the North Aegean say the problem recurs every autumn. Many teachers appointed to island posts turn them down or ask for transfers, citing high rents, expensive travel and the difficulty of finding accommodation during the tourist season, which now stretches well into October.</p>
<h2>Why posts stay empty</h2>
<p>Education officials and unions point to a combination of factors:</p>
<ul>
<li>housing costs that can absorb most of the salary of a newly appointed teacher;</li>
<li>short-term contracts that discourage teachers from relocating;</li>
<li>limited ferry connections in winter, especially to smaller islands;</li>
<li>a nationwide shortage of specialist teachers in some subjects.</li>
</ul>
<p>The ministry has increased the housing allowance for teachers serving in remote areas and offers extra points towards future transfers. Some municipalities provide free rooms in public buildings or have agreements with local hotels to house teachers out of season.</p>
<p>Maria Kambouri, who heads the parents' association at a secondary school on Naxos, said families were tired of temporary fixes.</p>
<blockquote><p>“Our children sit the same national exams as children in Athens. Yet every year they lose weeks or even months of physics or maths. We are not asking for favours, only for the same starting line.”</p></blockquote>
<h2>Distance learning as a stopgap</h2>
<p>In some cases, schools have turned to remote lessons given by teachers based on the mainland. Officials say this can help in the short term, but teachers and parents agree that it is no substitute for a teacher in the classroom. The ministry says most vacancies will be filled by the end of next month through a new round of appointments of substitute teachers.</p>`,
    contentGr: `<p>Εβδομάδες μετά την έναρξη της σχολικής χρονιάς, δεκάδες σχολεία στα νησιά περιμένουν ακόμη να καλυφθούν τα κενά τους σε εκπαιδευτικούς, με αποτέλεσμα μαθητές να μένουν χωρίς διδασκαλία σε βασικά μαθήματα όπως τα Μαθηματικά, η Φυσική και τα Αγγλικά.</p>
<p>Οι σύλλογοι γονέων σε Κυκλάδες, Δωδεκάνησα και Βόρειο Αιγαίο τονίζουν ότι το πρόβλημα επανέρχεται κάθε φθινόπωρο. Πολλοί εκπαιδευτικοί που τοποθετούνται σε νησιά αρνούνται τη θέση ή ζητούν μετάθεση, επικαλούμενοι τα υψηλά ενοίκια, το κόστος των μετακινήσεων και τη δυσκολία να βρουν στέγη μέσα στην τουριστική περίοδο, η οποία πλέον τραβάει μέχρι και τον Οκτώβριο.</p>
<h2>Γιατί μένουν κενές οι θέσεις</h2>
<p>Στελέχη της εκπαίδευσης και συνδικαλιστές αποδίδουν το πρόβλημα σε συνδυασμό παραγόντων:</p>
<ul>
<li>στο κόστος στέγασης, που μπορεί να «τρώει» το μεγαλύτερο μέρος του μισθού ενός νεοδιόριστου·</li>
<li>στις βραχυχρόνιες συμβάσεις, που αποθαρρύνουν τη μετεγκατάσταση·</li>
<li>στις περιορισμένες ακτοπλοϊκές συνδέσεις τον χειμώνα, ιδίως προς τα μικρά νησιά·</li>
<li>στην πανελλαδική έλλειψη εκπαιδευτικών ορισμένων ειδικοτήτων.</li>
</ul>
<p>Το υπουργείο έχει αυξήσει το στεγαστικό επίδομα για όσους υπηρετούν σε απομακρυσμένες περιοχές και δίνει επιπλέον μόρια για μελλοντικές μεταθέσεις. Ορισμένοι δήμοι παραχωρούν δωρεάν δωμάτια σε δημοτικά κτίρια ή έχουν συνάψει συμφωνίες με ξενοδοχεία της περιοχής για τη φιλοξενία εκπαιδευτικών εκτός σεζόν.</p>
<p>Η Μαρία Καμπούρη, πρόεδρος του συλλόγου γονέων σε γυμνάσιο της Νάξου, λέει ότι οι οικογένειες έχουν κουραστεί από τις πρόχειρες λύσεις.</p>
<blockquote><p>«Τα παιδιά μας δίνουν τις ίδιες Πανελλαδικές με τα παιδιά της Αθήνας. Κι όμως, κάθε χρόνο χάνουν εβδομάδες ή και μήνες Φυσικής ή Μαθηματικών. Δεν ζητάμε χάρες, ζητάμε την ίδια αφετηρία».</p></blockquote>
<h2>Η εξ αποστάσεως διδασκαλία ως μπάλωμα</h2>
<p>Σε ορισμένες περιπτώσεις τα σχολεία έχουν καταφύγει σε μαθήματα εξ αποστάσεως από εκπαιδευτικούς που βρίσκονται στην ηπειρωτική χώρα. Κατά τους αρμόδιους, η λύση αυτή βοηθά βραχυπρόθεσμα, όμως εκπαιδευτικοί και γονείς συμφωνούν ότι δεν αντικαθιστά τον καθηγητή μέσα στην τάξη. Το υπουργείο διαβεβαιώνει ότι τα περισσότερα κενά θα καλυφθούν έως το τέλος του επόμενου μήνα, με νέο κύκλο προσλήψεων αναπληρωτών.</p>`,
    tags: ['ekpaideusi', 'nisia'],
  },
  {
    category: 'paideia',
    title: 'Pilot lets pupils in 40 schools use an AI tutor for maths homework',
    titleGr: 'Πιλοτικό πρόγραμμα: «ψηφιακός βοηθός» τεχνητής νοημοσύνης για τα Μαθηματικά σε 40 σχολεία',
    subtitle:
      'The tool guides students through problems step by step instead of giving answers, and will be evaluated before any national roll-out.',
    subtitleGr:
      'Το εργαλείο καθοδηγεί τους μαθητές βήμα βήμα αντί να δίνει έτοιμες απαντήσεις και θα αξιολογηθεί πριν από οποιαδήποτε γενίκευση.',
    excerpt:
      'Pupils at 40 lower secondary schools are trying out an AI tutoring tool for mathematics homework. Teachers report early benefits, while parents and unions raise questions about screen time, reliability and fairness.',
    excerptGr:
      'Μαθητές σε 40 γυμνάσια δοκιμάζουν ένα εργαλείο τεχνητής νοημοσύνης για τις εργασίες των Μαθηματικών. Οι καθηγητές βλέπουν τα πρώτα οφέλη, ενώ γονείς και σύλλογοι θέτουν ερωτήματα για την αξιοπιστία και την ισότητα.',
    content: `<p>Pupils at 40 lower secondary schools across Greece have begun using an AI-based tutoring tool for their mathematics homework, in a pilot project that education authorities say will be closely evaluated before any wider roll-out.</p>
<p>The tool, developed with a university research team, guides students through problems step by step rather than giving them the answer. It works in Greek, follows the national curriculum and is available only through school accounts, with no advertising.</p>
<h2>How the pilot works</h2>
<p>The programme runs for the full school year and includes safeguards agreed with the data protection authority:</p>
<ul>
<li>names of pupils are not shared with the software, which uses anonymous codes;</li>
<li>teachers can see which topics their classes find hardest;</li>
<li>the tool cannot be used during tests or exams;</li>
<li>parents can opt their children out at any time.</li>
</ul>
<p>Schools were chosen to include urban, rural and island areas, and researchers will compare results with similar schools that are not taking part. Early feedback from teachers has been mixed but mostly positive.</p>
<p>Petros Lazaridis, who teaches mathematics at a lower secondary school in Larissa, said his pupils were more willing to attempt difficult exercises at home.</p>
<blockquote><p>“Before, a student who got stuck simply gave up or copied from a friend. Now they get a hint, try again and come to class with a question. That is what I want. But it does not replace the explanation on the board.”</p></blockquote>
<h2>Questions remain</h2>
<p>Some parents and teachers' unions have raised concerns about screen time, the reliability of explanations generated by AI, and the risk of widening gaps between families with and without good internet access. Researchers say the evaluation will look specifically at whether weaker students benefit, or whether the tool mainly helps those who are already doing well.</p>`,
    contentGr: `<p>Μαθητές σε 40 γυμνάσια σε όλη τη χώρα άρχισαν να χρησιμοποιούν ένα εργαλείο τεχνητής νοημοσύνης για τις κατ' οίκον εργασίες των Μαθηματικών, στο πλαίσιο πιλοτικού προγράμματος που, όπως διαβεβαιώνουν οι αρμόδιοι, θα αξιολογηθεί διεξοδικά πριν από οποιαδήποτε επέκτασή του.</p>
<p>Το εργαλείο, που αναπτύχθηκε σε συνεργασία με ερευνητική ομάδα πανεπιστημίου, καθοδηγεί τους μαθητές στη λύση των ασκήσεων βήμα βήμα, αντί να τους δίνει την απάντηση. Λειτουργεί στα ελληνικά, ακολουθεί το αναλυτικό πρόγραμμα και είναι διαθέσιμο μόνο μέσω σχολικών λογαριασμών, χωρίς διαφημίσεις.</p>
<h2>Πώς λειτουργεί το πρόγραμμα</h2>
<p>Το πρόγραμμα διαρκεί όλη τη σχολική χρονιά και περιλαμβάνει δικλίδες ασφαλείας που συμφωνήθηκαν με την Αρχή Προστασίας Δεδομένων:</p>
<ul>
<li>τα ονόματα των μαθητών δεν κοινοποιούνται στο λογισμικό, που χρησιμοποιεί ανώνυμους κωδικούς·</li>
<li>οι καθηγητές βλέπουν ποιες ενότητες δυσκολεύουν περισσότερο τα τμήματά τους·</li>
<li>το εργαλείο δεν μπορεί να χρησιμοποιηθεί σε διαγωνίσματα και εξετάσεις·</li>
<li>οι γονείς μπορούν οποιαδήποτε στιγμή να αποσύρουν το παιδί τους από το πρόγραμμα.</li>
</ul>
<p>Τα σχολεία επιλέχθηκαν ώστε να καλύπτουν αστικές, αγροτικές και νησιωτικές περιοχές, ενώ οι ερευνητές θα συγκρίνουν τα αποτελέσματα με αντίστοιχα σχολεία που δεν συμμετέχουν. Οι πρώτες εντυπώσεις των καθηγητών είναι μικτές, αλλά κατά κανόνα θετικές.</p>
<p>Ο Πέτρος Λαζαρίδης, μαθηματικός σε γυμνάσιο της Λάρισας, λέει ότι οι μαθητές του δείχνουν μεγαλύτερη διάθεση να καταπιαστούν στο σπίτι με δύσκολες ασκήσεις.</p>
<blockquote><p>«Παλιότερα, ο μαθητής που κολλούσε απλώς τα παρατούσε ή αντέγραφε από έναν φίλο. Τώρα παίρνει μια υπόδειξη, ξαναδοκιμάζει και έρχεται στην τάξη με μια ερώτηση. Αυτό ακριβώς θέλω. Δεν αντικαθιστά όμως την εξήγηση στον πίνακα».</p></blockquote>
<h2>Τα ερωτήματα παραμένουν</h2>
<p>Γονείς και εκπαιδευτικοί σύλλογοι εκφράζουν ανησυχίες για τον χρόνο μπροστά στην οθόνη, για την αξιοπιστία των εξηγήσεων που παράγει η τεχνητή νοημοσύνη και για τον κίνδυνο να διευρυνθεί το χάσμα ανάμεσα στις οικογένειες με καλή πρόσβαση στο διαδίκτυο και σε όσες δεν την έχουν. Οι ερευνητές σημειώνουν ότι η αξιολόγηση θα εξετάσει ειδικά αν ωφελούνται οι πιο αδύναμοι μαθητές ή αν το εργαλείο βοηθά κυρίως όσους ήδη τα πηγαίνουν καλά.</p>`,
    tags: ['texniti_noimosyni', 'ekpaideusi'],
  },

  // ──────────────────────────── SOCIETY: ygeia ─────────────────────────────
  {
    category: 'ygeia',
    title: 'Hospitals draw lessons from a summer of record heat-related admissions',
    titleGr: 'Τα νοσοκομεία μετρούν τις πληγές ενός καλοκαιριού με ρεκόρ εισαγωγών λόγω καύσωνα',
    subtitle:
      'A review by public health officials finds that older people living alone were most at risk, and calls for a permanent heat plan for the health system.',
    subtitleGr:
      'Η ανασκόπηση των υγειονομικών αρχών δείχνει ότι κινδύνευσαν περισσότερο οι ηλικιωμένοι που ζουν μόνοι και ζητά μόνιμο σχέδιο για τον καύσωνα.',
    excerpt:
      'Greek hospitals treated more patients for heat-related illness this summer than ever before. A new review calls for direct warnings to vulnerable people, extra emergency staff during heatwaves and better cooling in older hospital buildings.',
    excerptGr:
      'Τα ελληνικά νοσοκομεία αντιμετώπισαν φέτος το καλοκαίρι περισσότερα περιστατικά θερμικής καταπόνησης από ποτέ. Νέα ανασκόπηση ζητά άμεσες ειδοποιήσεις στους ευάλωτους, ενίσχυση των ΤΕΠ και καλύτερη ψύξη στα παλιά κτίρια.',
    content: `<p>Greek hospitals treated more patients for heat-related illness this summer than in any year since records began, according to a review presented this week by public health officials, prompting calls for a permanent heat plan for the health system.</p>
<p>The review found that admissions for heatstroke, dehydration and heat-related complications peaked during three long heatwaves, when temperatures in parts of the country exceeded 44 degrees. Emergency departments in Athens and Thessaloniki reported their busiest summer weekends on record.</p>
<h2>Who was most at risk</h2>
<p>The data confirm patterns seen in other southern European countries. The groups most affected were:</p>
<ul>
<li>people over 75, especially those living alone;</li>
<li>patients with heart, lung or kidney disease;</li>
<li>outdoor workers in construction, agriculture and deliveries;</li>
<li>residents of top-floor flats without air conditioning.</li>
</ul>
<p>Officials noted that many patients arrived late, after several days of exposure, and that older people often did not recognise early warning signs such as confusion or dizziness.</p>
<p>Dr Christos Angelidis, who heads the emergency department of a large public hospital in Athens, said the pressure had revealed weaknesses that go beyond the number of beds.</p>
<blockquote><p>“The hardest cases were not the ones we saw on the hottest day. They were the elderly people who had been alone in a hot flat for three days before anyone called an ambulance. Prevention has to start in the neighbourhood, not in the emergency room.”</p></blockquote>
<h2>Recommendations</h2>
<p>The review recommends warnings sent directly to the mobile phones of vulnerable people, extra staff rotas in emergency departments during heatwaves, and closer cooperation with municipalities that run cooled public spaces. It also calls for better cooling in older hospital buildings, where some wards reached uncomfortable temperatures this summer. The health ministry said it would present a national action plan on heat and health before next summer.</p>`,
    contentGr: `<p>Περισσότερους ασθενείς με προβλήματα που σχετίζονται με τη ζέστη από κάθε άλλη χρονιά από τότε που τηρούνται στοιχεία αντιμετώπισαν φέτος το καλοκαίρι τα ελληνικά νοσοκομεία, σύμφωνα με ανασκόπηση που παρουσίασαν αυτή την εβδομάδα οι υγειονομικές αρχές. Τα ευρήματα πυροδότησαν εκκλήσεις για ένα μόνιμο σχέδιο του συστήματος υγείας για τον καύσωνα.</p>
<p>Σύμφωνα με την ανασκόπηση, οι εισαγωγές για θερμοπληξία, αφυδάτωση και επιπλοκές που συνδέονται με τη ζέστη κορυφώθηκαν κατά τη διάρκεια τριών παρατεταμένων καυσώνων, όταν η θερμοκρασία ξεπέρασε σε ορισμένες περιοχές τους 44 βαθμούς. Τα Τμήματα Επειγόντων Περιστατικών σε Αθήνα και Θεσσαλονίκη κατέγραψαν τα πιο φορτωμένα καλοκαιρινά Σαββατοκύριακα που έχουν καταγραφεί ποτέ.</p>
<h2>Ποιοι κινδύνευσαν περισσότερο</h2>
<p>Τα στοιχεία επιβεβαιώνουν εικόνα που έχει καταγραφεί και σε άλλες χώρες της Νότιας Ευρώπης. Οι ομάδες που επλήγησαν περισσότερο ήταν:</p>
<ul>
<li>οι άνω των 75 ετών, ιδίως όσοι ζουν μόνοι·</li>
<li>οι ασθενείς με καρδιακά, αναπνευστικά ή νεφρικά νοσήματα·</li>
<li>οι εργαζόμενοι σε υπαίθριες δουλειές, όπως οικοδομές, αγροτικές εργασίες και διανομές·</li>
<li>οι ένοικοι ρετιρέ και τελευταίων ορόφων χωρίς κλιματισμό.</li>
</ul>
<p>Οι αρμόδιοι επισημαίνουν ότι πολλοί ασθενείς έφτασαν στο νοσοκομείο αργά, έπειτα από αρκετές ημέρες έκθεσης στη ζέστη, και ότι οι ηλικιωμένοι συχνά δεν αναγνώριζαν τα πρώτα προειδοποιητικά σημάδια, όπως η σύγχυση ή η ζάλη.</p>
<p>Ο Δρ Χρήστος Αγγελίδης, διευθυντής του ΤΕΠ σε μεγάλο δημόσιο νοσοκομείο της Αθήνας, εκτιμά ότι η πίεση ανέδειξε αδυναμίες που ξεπερνούν τον αριθμό των κλινών.</p>
<blockquote><p>«Τα πιο βαριά περιστατικά δεν ήταν εκείνα της πιο ζεστής ημέρας. Ήταν οι ηλικιωμένοι που είχαν μείνει μόνοι σε ένα πυρωμένο διαμέρισμα για τρεις μέρες πριν καλέσει κάποιος ασθενοφόρο. Η πρόληψη πρέπει να ξεκινά από τη γειτονιά, όχι από τα Επείγοντα».</p></blockquote>
<h2>Οι συστάσεις</h2>
<p>Η ανασκόπηση προτείνει ειδοποιήσεις απευθείας στα κινητά τηλέφωνα των ευάλωτων πολιτών, ενισχυμένες βάρδιες στα ΤΕΠ κατά τη διάρκεια των καυσώνων και στενότερη συνεργασία με τους δήμους που λειτουργούν κλιματιζόμενες αίθουσες. Ζητά επίσης καλύτερη ψύξη στα παλαιά νοσοκομειακά κτίρια, όπου ορισμένοι θάλαμοι έφτασαν φέτος σε ανυπόφορες θερμοκρασίες. Το υπουργείο Υγείας ανακοίνωσε ότι θα παρουσιάσει εθνικό σχέδιο δράσης για τη ζέστη και την υγεία πριν από το επόμενο καλοκαίρι.</p>`,
    tags: ['klima', 'nosokomeia'],
  },
  {
    category: 'ygeia',
    title: 'Flu jabs go to pharmacies',
    titleGr: 'Εμβόλια γρίπης στα φαρμακεία',
    subtitle:
      'This winter the vaccination campaign offers flu and COVID-19 jabs at pharmacies nationwide, with a new push to reach older adults.',
    subtitleGr:
      'Η φετινή εκστρατεία εμβολιασμού φέρνει τα εμβόλια γρίπης και COVID-19 σε φαρμακεία όλης της χώρας, με έμφαση στους ηλικιωμένους.',
    excerpt:
      'Greece has launched its winter vaccination campaign, with free flu and COVID-19 jabs at pharmacies for high-risk groups. Officials hope easier access will lift coverage among older people, particularly on islands and in mountain villages.',
    excerptGr:
      'Ξεκίνησε η χειμερινή εκστρατεία εμβολιασμού, με δωρεάν εμβόλια γρίπης και COVID-19 στα φαρμακεία για τις ομάδες υψηλού κινδύνου. Στόχος η αύξηση της κάλυψης των ηλικιωμένων, ιδίως στα νησιά και στα ορεινά χωριά.',
    content: `<p>Greece has launched its winter vaccination campaign, with flu and COVID-19 vaccines available free of charge at pharmacies across the country for people in high-risk groups. Health officials hope that easier access will raise vaccination rates, which have stagnated in recent years among some of the most vulnerable people.</p>
<p>Pharmacists can give the jabs on the spot through the electronic prescription system, with no need for a prior visit to a doctor. Vaccines against respiratory syncytial virus, or RSV, are also being offered to older adults and pregnant women who meet specific criteria.</p>
<h2>Who is eligible</h2>
<p>Free vaccination is offered to:</p>
<ul>
<li>everyone aged 60 and over;</li>
<li>people with chronic conditions such as diabetes or heart and lung disease;</li>
<li>pregnant women;</li>
<li>health workers and staff in care homes.</li>
</ul>
<p>Vaccination rates among people over 65 have hovered well below the 75 per cent target recommended by European health authorities. Officials say coverage is particularly low on smaller islands and in mountain villages, where pharmacies are scarce and older residents find it hard to travel.</p>
<p>To address this, mobile health units will visit remote areas in the coming weeks. Dr Katerina Sotiriou, a paediatrician at Aghia Sofia children's hospital in Athens, urged parents to consider flu vaccination for young children with asthma and other chronic conditions.</p>
<blockquote><p>“Every winter we see children in hospital with complications from flu that could have been prevented. The vaccine is safe, it is free for children at risk, and it protects their grandparents too.”</p></blockquote>
<h2>A difficult winter ahead?</h2>
<p>Epidemiologists say the flu season in the southern hemisphere, often a guide to what Europe can expect, was more severe than usual this year. The WHO has urged countries to prepare their hospitals for a possible rise in admissions. Health officials stress that the best time to be vaccinated is now, before the virus starts circulating widely in December.</p>`,
    contentGr: `<p>Σε εξέλιξη βρίσκεται η χειμερινή εκστρατεία εμβολιασμού, με τα εμβόλια κατά της γρίπης και της COVID-19 να διατίθενται δωρεάν στα φαρμακεία όλης της χώρας για τις ομάδες υψηλού κινδύνου. Οι υγειονομικές αρχές ελπίζουν ότι η ευκολότερη πρόσβαση θα ανεβάσει τα ποσοστά εμβολιασμού, τα οποία έχουν μείνει στάσιμα τα τελευταία χρόνια σε ορισμένες από τις πιο ευάλωτες ομάδες.</p>
<p>Οι φαρμακοποιοί μπορούν να κάνουν το εμβόλιο επί τόπου μέσω της ηλεκτρονικής συνταγογράφησης, χωρίς να χρειάζεται προηγούμενη επίσκεψη σε γιατρό. Παράλληλα, εμβόλια κατά του αναπνευστικού συγκυτιακού ιού (RSV) προσφέρονται σε ηλικιωμένους και σε εγκύους που πληρούν συγκεκριμένα κριτήρια.</p>
<h2>Ποιοι δικαιούνται</h2>
<p>Ο δωρεάν εμβολιασμός αφορά:</p>
<ul>
<li>όλους όσοι έχουν κλείσει τα 60·</li>
<li>άτομα με χρόνια νοσήματα, όπως σακχαρώδη διαβήτη ή καρδιοπάθειες και πνευμονοπάθειες·</li>
<li>τις εγκύους·</li>
<li>τους υγειονομικούς και το προσωπικό των μονάδων φροντίδας ηλικιωμένων.</li>
</ul>
<p>Τα ποσοστά εμβολιασμού στους άνω των 65 κινούνται αρκετά κάτω από τον στόχο του 75% που συνιστούν οι ευρωπαϊκές υγειονομικές αρχές. Σύμφωνα με τους αρμόδιους, η κάλυψη είναι ιδιαίτερα χαμηλή στα μικρά νησιά και στα ορεινά χωριά, όπου τα φαρμακεία είναι λίγα και οι ηλικιωμένοι δυσκολεύονται να μετακινηθούν.</p>
<p>Για τον λόγο αυτό, κινητές μονάδες υγείας θα επισκεφθούν τις επόμενες εβδομάδες απομακρυσμένες περιοχές. Η Δρ Κατερίνα Σωτηρίου, παιδίατρος στο Νοσοκομείο Παίδων «Η Αγία Σοφία», καλεί τους γονείς να εξετάσουν τον αντιγριπικό εμβολιασμό για τα μικρά παιδιά με άσθμα και άλλα χρόνια προβλήματα υγείας.</p>
<blockquote><p>«Κάθε χειμώνα βλέπουμε στο νοσοκομείο παιδιά με επιπλοκές από τη γρίπη που θα μπορούσαν να είχαν προληφθεί. Το εμβόλιο είναι ασφαλές, είναι δωρεάν για τα παιδιά που ανήκουν σε ομάδες κινδύνου και προστατεύει και τους παππούδες τους».</p></blockquote>
<h2>Ένας δύσκολος χειμώνας;</h2>
<p>Οι επιδημιολόγοι σημειώνουν ότι η περίοδος της γρίπης στο νότιο ημισφαίριο, που συχνά προοιωνίζεται όσα θα ακολουθήσουν στην Ευρώπη, ήταν φέτος βαρύτερη από το σύνηθες. Ο ΠΟΥ έχει καλέσει τις χώρες να προετοιμάσουν τα νοσοκομεία τους για ενδεχόμενη αύξηση των εισαγωγών. Οι υγειονομικές αρχές τονίζουν ότι η καλύτερη στιγμή για τον εμβολιασμό είναι τώρα, πριν ο ιός αρχίσει να κυκλοφορεί ευρέως τον Δεκέμβριο.</p>`,
    tags: ['nosokomeia', 'nisia'],
  },
  {
    category: 'ygeia',
    title: 'Night-flying air ambulances to serve the Aegean islands',
    titleGr: 'Αεροδιακομιδές και τη νύχτα για τα νησιά του Αιγαίου',
    subtitle:
      'New helicopters equipped for darkness and bad weather aim to close a long-standing gap in emergency care for island residents.',
    subtitleGr:
      'Νέα ελικόπτερα εξοπλισμένα για πτήσεις στο σκοτάδι και με κακοκαιρία έρχονται να καλύψουν ένα χρόνιο κενό στην επείγουσα φροντίδα των νησιωτών.',
    excerpt:
      'A new air ambulance service able to fly at night will start transferring patients from the Aegean islands to mainland hospitals next month. Island doctors welcome it, but medical associations warn that staff shortages remain.',
    excerptGr:
      'Νέα υπηρεσία αεροδιακομιδών, με δυνατότητα νυχτερινών πτήσεων, θα μεταφέρει από τον επόμενο μήνα ασθενείς από τα νησιά του Αιγαίου σε νοσοκομεία της ηπειρωτικής χώρας. Οι γιατροί χαιρετίζουν το μέτρο, με επιφυλάξεις.',
    content: `<p>A new fleet of helicopters equipped to fly at night and in poor weather will begin transferring patients from the Aegean islands to mainland hospitals next month, health officials announced this week, in a move aimed at closing a long-standing gap in emergency care.</p>
<p>For decades, island residents who fall seriously ill after dark have depended on military aircraft, coastguard vessels or long waits until daylight. Doctors on smaller islands, where health centres often have only one or two physicians, say delays in transfers can be a matter of life and death.</p>
<h2>What the new service includes</h2>
<p>The service, run by the National Centre for Emergency Care (EKAV), will be based at several airports and includes:</p>
<ul>
<li>helicopters with night-vision equipment and full intensive care kits;</li>
<li>dedicated medical crews of doctors and nurses trained in air transport;</li>
<li>a coordination centre to dispatch the nearest available aircraft;</li>
<li>new lit landing pads on a number of smaller islands.</li>
</ul>
<p>Officials say the aim is for a patient on any inhabited island to reach a hospital able to treat heart attacks, strokes and serious injuries within a few hours, day or night.</p>
<p>Dr Yannis Kalogerakis, the only doctor at a health centre on a small island in the Dodecanese, said the change would transform the way he works.</p>
<blockquote><p>“At night I am alone with a patient who is having a heart attack, and I know the helicopter will not come until dawn. Every doctor on these islands has lived through that moment. If this service works as promised, it will save lives.”</p></blockquote>
<h2>Concerns about staffing</h2>
<p>Medical associations welcomed the plan but warned that aircraft alone are not enough. They point to persistent shortages of doctors and nurses on the islands, and to hospitals on Rhodes, Syros and Lesvos that struggle to fill posts. Local authorities have also asked for the landing pads to be completed quickly, since several are still under construction.</p>`,
    contentGr: `<p>Νέος στόλος ελικοπτέρων, εξοπλισμένων για πτήσεις τη νύχτα και με δυσμενείς καιρικές συνθήκες, θα αρχίσει από τον επόμενο μήνα να μεταφέρει ασθενείς από τα νησιά του Αιγαίου σε νοσοκομεία της ηπειρωτικής χώρας, όπως ανακοίνωσαν αυτή την εβδομάδα οι υγειονομικές αρχές. Στόχος είναι να καλυφθεί ένα χρόνιο κενό στην επείγουσα φροντίδα.</p>
<p>Επί δεκαετίες, οι κάτοικοι των νησιών που αρρωσταίνουν σοβαρά μετά τη δύση του ηλίου εξαρτώνται από στρατιωτικά αεροσκάφη, σκάφη του Λιμενικού ή από μια μακρά αναμονή μέχρι να ξημερώσει. Οι γιατροί στα μικρά νησιά, όπου τα κέντρα υγείας διαθέτουν συχνά έναν ή δύο γιατρούς, τονίζουν ότι η καθυστέρηση στη διακομιδή μπορεί να κρίνει τη ζωή ενός ανθρώπου.</p>
<h2>Τι περιλαμβάνει η νέα υπηρεσία</h2>
<p>Η υπηρεσία, που θα λειτουργεί υπό το Εθνικό Κέντρο Άμεσης Βοήθειας (ΕΚΑΒ) με βάσεις σε διάφορα αεροδρόμια, περιλαμβάνει:</p>
<ul>
<li>ελικόπτερα με εξοπλισμό νυχτερινής όρασης και πλήρη εξοπλισμό εντατικής θεραπείας·</li>
<li>μόνιμα ιατρικά πληρώματα γιατρών και νοσηλευτών εκπαιδευμένων στις αεροδιακομιδές·</li>
<li>κέντρο συντονισμού που θα στέλνει το πλησιέστερο διαθέσιμο ελικόπτερο·</li>
<li>νέα φωτιζόμενα ελικοδρόμια σε αρκετά μικρά νησιά.</li>
</ul>
<p>Σύμφωνα με τους αρμόδιους, ο στόχος είναι ένας ασθενής σε οποιοδήποτε κατοικημένο νησί να φτάνει μέσα σε λίγες ώρες, μέρα ή νύχτα, σε νοσοκομείο ικανό να αντιμετωπίσει εμφράγματα, εγκεφαλικά και σοβαρούς τραυματισμούς.</p>
<p>Ο Δρ Γιάννης Καλογεράκης, ο μοναδικός γιατρός στο κέντρο υγείας ενός μικρού νησιού των Δωδεκανήσων, λέει ότι η αλλαγή θα μεταμορφώσει τον τρόπο που δουλεύει.</p>
<blockquote><p>«Τη νύχτα είμαι μόνος μου με έναν ασθενή που παθαίνει έμφραγμα και ξέρω ότι το ελικόπτερο δεν θα έρθει πριν χαράξει. Κάθε γιατρός σε αυτά τα νησιά έχει ζήσει αυτή τη στιγμή. Αν η υπηρεσία λειτουργήσει όπως έχει υποσχεθεί, θα σώσει ζωές».</p></blockquote>
<h2>Ανησυχίες για το προσωπικό</h2>
<p>Οι ιατρικοί σύλλογοι χαιρέτισαν το σχέδιο, προειδοποιούν όμως ότι τα ελικόπτερα από μόνα τους δεν αρκούν. Επισημαίνουν τις χρόνιες ελλείψεις γιατρών και νοσηλευτών στα νησιά, καθώς και τη δυσκολία των νοσοκομείων της Ρόδου, της Σύρου και της Λέσβου να καλύψουν τις κενές θέσεις. Οι τοπικές αρχές ζητούν επίσης να ολοκληρωθούν γρήγορα τα ελικοδρόμια, καθώς αρκετά βρίσκονται ακόμη υπό κατασκευή.</p>`,
    tags: ['nisia', 'nosokomeia'],
  },
]
